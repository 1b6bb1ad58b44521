import { Icon } from '../../components/icons';
import { Illustration } from './illustration';
import { CORPORATE } from './landing-content';

/** The corporate travel management text block. */
export function CorporateSection() {
  return (
    <section className="landing-section section-alt" aria-labelledby="corporate-title">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-lg-6 order-lg-2">
            <p className="section-eyebrow">{CORPORATE.eyebrow}</p>
            <h2 id="corporate-title" className="section-title">
              {CORPORATE.title}
            </h2>
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
      </div>
    </section>
  );
}
