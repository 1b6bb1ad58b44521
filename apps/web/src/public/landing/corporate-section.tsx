import { Icon } from '../../components/icons';
import { Illustration } from './illustration';
import { CORPORATE } from './landing-content';
import { LandingSection, SectionHeading } from './landing-section';

/** The corporate travel management text block. */
export function CorporateSection() {
  return (
    <LandingSection tone="alt" titleId="corporate-title">
      <div className="row g-4 g-lg-5 align-items-center">
        <div className="col-12 col-lg-6 order-lg-2">
          <SectionHeading eyebrow={CORPORATE.eyebrow} title={CORPORATE.title} id="corporate-title" />
          {CORPORATE.paragraphs.map((paragraph) => (
            <p key={paragraph} className="section-text">
              {paragraph}
            </p>
          ))}
          <ul className="point-list">
            {CORPORATE.points.map((point) => (
              <li key={point}>
                <span className="point-icon">
                  <Icon name="briefcase" size={18} />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="col-12 col-lg-6 order-lg-1">
          <Illustration name="skyline" alt={CORPORATE.photo} className="photo-framed" />
        </div>
      </div>
    </LandingSection>
  );
}
