import { Icon } from '../../components/icons';
import { Illustration } from './illustration';
import { FEATURES } from './landing-content';

const PICTURES = ['handshake', 'family'] as const;

/** The two feature cards. */
export function FeaturesSection() {
  return (
    <section className="landing-section section-alt">
      <div className="container">
        <ul className="row g-4 list-unstyled mb-0">
          {FEATURES.map((feature, index) => (
            <li key={feature.title} className="col-12 col-lg-6">
              <article className="feature-card">
                <Illustration
                  name={PICTURES[index] ?? 'handshake'}
                  alt={feature.image}
                  className="feature-image"
                />
                <div className="feature-body">
                  <h2 className="feature-title">{feature.title}</h2>
                  <p>{feature.text}</p>
                  <ul className="check-list check-list-compact">
                    {feature.points.map((point) => (
                      <li key={point}>
                        <Icon name="check" size={18} />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
