import { Illustration } from './illustration';
import { APPROVAL, FLAGS } from './landing-content';
import { IconList, LandingSection, SectionHeading } from './landing-section';

/** Maximise approval: supporting documents, the five destination flags and two pictures. */
export function ApprovalSection() {
  return (
    <LandingSection titleId="approval-title">
      <div className="row g-4 g-lg-5 align-items-center">
        <div className="col-12 col-lg-6">
          <SectionHeading eyebrow={APPROVAL.eyebrow} title={APPROVAL.title} id="approval-title" />
          <p className="section-text">{APPROVAL.lead}</p>
          <IconList items={APPROVAL.documents} icon="check" size={18} className="check-list" />
          <h3 className="flags-title">{APPROVAL.flagsTitle}</h3>
          <ul className="flag-list">
            {Object.values(FLAGS).map((flag) => (
              <li key={flag.name}>
                <img src={flag.src} alt="" width={40} height={30} loading="lazy" decoding="async" />
                <span>{flag.name}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-12 col-lg-6">
          <div className="photo-stack">
            <Illustration name="documents" alt={APPROVAL.photos.documents} className="photo-main" />
            <Illustration name="airport" alt={APPROVAL.photos.airport} className="photo-inset" />
          </div>
        </div>
      </div>
    </LandingSection>
  );
}
