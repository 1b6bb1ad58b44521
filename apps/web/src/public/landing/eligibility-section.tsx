import { PUBLIC_LABELS } from '@visadesk/contract/plain';
import { Icon } from '../../components/icons';
import { useSiteSettings } from '../site-data';
import { Illustration } from './illustration';
import { ELIGIBILITY } from './landing-content';
import { LandingSection, SectionHeading } from './landing-section';

const L = PUBLIC_LABELS.landing;

/** Eligibility: a link to the external checker named in the settings. */
export function EligibilitySection() {
  const { eligibilityUrl } = useSiteSettings();
  return (
    <LandingSection tone="mint" titleId="eligibility-title">
      <div className="row g-4 g-lg-5 align-items-center">
        <div className="col-12 col-lg-7">
          <SectionHeading eyebrow={ELIGIBILITY.eyebrow} title={ELIGIBILITY.title} id="eligibility-title" />
          <p className="section-text">{ELIGIBILITY.text}</p>
          <a
            href={eligibilityUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-primary btn-lg btn-icon"
          >
            {L.eligibilityLink}
            <Icon name="externalLink" size={18} />
            <span className="visually-hidden"> {L.opensInNewTab}</span>
          </a>
        </div>
        <div className="col-12 col-lg-5">
          <Illustration name="globe" alt="" className="photo-plain photo-framed" />
        </div>
      </div>
    </LandingSection>
  );
}
