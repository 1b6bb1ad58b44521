import { Illustration } from './illustration';
import { FEATURES } from './landing-content';
import { CardGrid, IconList, LandingSection } from './landing-section';

const PICTURES = ['handshake', 'family'] as const;

/** The two feature cards. */
export function FeaturesSection() {
  return (
    <LandingSection tone="alt">
      <CardGrid items={FEATURES} itemKey={(feature) => feature.title} column="col-12 col-lg-6">
        {(feature, index) => (
          <article className="feature-card">
            <Illustration
              name={PICTURES[index] ?? 'handshake'}
              alt={feature.image}
              className="feature-image"
            />
            <div className="feature-body">
              <h2 className="feature-title">{feature.title}</h2>
              <p>{feature.text}</p>
              <IconList
                items={feature.points}
                icon="check"
                size={18}
                className="check-list check-list-compact"
              />
            </div>
          </article>
        )}
      </CardGrid>
    </LandingSection>
  );
}
