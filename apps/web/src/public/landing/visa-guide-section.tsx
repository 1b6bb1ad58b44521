import { Icon } from '../../components/icons';
import { VISA_GUIDE, VISA_GUIDE_INTRO } from './landing-content';
import { LandingSection, MarkedText } from './landing-section';

/** The visa guide: the five visa families and what each is for. */
export function VisaGuideSection() {
  return (
    <LandingSection titleId="guide-title" intro={VISA_GUIDE_INTRO}>
      <ul className="guide-grid list-unstyled mb-0">
        {VISA_GUIDE.map((visa) => (
          <li key={visa.title} className="guide-item">
            <MarkedText
              mark={<Icon name={visa.icon} size={22} />}
              markClassName="guide-icon"
              title={visa.title}
              text={visa.text}
            />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
