import { Icon } from '../../components/icons';
import { VISA_GUIDE, VISA_GUIDE_INTRO } from './landing-content';
import { SectionIntro } from './section-intro';

/** The visa guide: the five visa families and what each is for. */
export function VisaGuideSection() {
  return (
    <section className="landing-section" aria-labelledby="guide-title">
      <div className="container">
        <SectionIntro intro={VISA_GUIDE_INTRO} id="guide-title" />
        <ul className="guide-grid list-unstyled mb-0">
          {VISA_GUIDE.map((visa) => (
            <li key={visa.title} className="guide-item">
              <span className="guide-icon">
                <Icon name={visa.icon} size={22} />
              </span>
              <h3>{visa.title}</h3>
              <p>{visa.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
