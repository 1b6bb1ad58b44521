import { Icon } from '../../components/icons';
import { Illustration } from './illustration';
import { APPROVAL, FLAGS } from './landing-content';

/** Maximise approval: supporting documents, the five destination flags and two pictures. */
export function ApprovalSection() {
  return (
    <section className="landing-section" aria-labelledby="approval-title">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-lg-6">
            <p className="section-eyebrow">{APPROVAL.eyebrow}</p>
            <h2 id="approval-title" className="section-title">
              {APPROVAL.title}
            </h2>
            <p className="section-text">{APPROVAL.lead}</p>
            <ul className="check-list">
              {APPROVAL.documents.map((item) => (
                <li key={item}>
                  <Icon name="check" size={18} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
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
      </div>
    </section>
  );
}
