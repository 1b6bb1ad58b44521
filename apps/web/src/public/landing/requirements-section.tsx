import { REQUIREMENTS } from './landing-content';
import { IconList, LandingSection, SectionHeading } from './landing-section';

/** Work-visa requirements: the usual documents of a work visa application. */
export function RequirementsSection() {
  return (
    <LandingSection titleId="requirements-title">
      <div className="row g-4 g-lg-5">
        <div className="col-12 col-lg-5">
          <SectionHeading eyebrow={REQUIREMENTS.eyebrow} title={REQUIREMENTS.title} id="requirements-title" />
          <p className="section-text mb-0">{REQUIREMENTS.lead}</p>
        </div>
        <div className="col-12 col-lg-7">
          <IconList items={REQUIREMENTS.items} icon="checkList" size={20} className="requirement-grid" />
        </div>
      </div>
    </LandingSection>
  );
}
