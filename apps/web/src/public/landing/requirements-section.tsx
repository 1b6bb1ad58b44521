import { Icon } from '../../components/icons';
import { REQUIREMENTS } from './landing-content';

/** Work-visa requirements: the usual documents of a work visa application. */
export function RequirementsSection() {
  return (
    <section className="landing-section" aria-labelledby="requirements-title">
      <div className="container">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-5">
            <p className="section-eyebrow">{REQUIREMENTS.eyebrow}</p>
            <h2 id="requirements-title" className="section-title">
              {REQUIREMENTS.title}
            </h2>
            <p className="section-text mb-0">{REQUIREMENTS.lead}</p>
          </div>
          <div className="col-12 col-lg-7">
            <ul className="requirement-grid">
              {REQUIREMENTS.items.map((item) => (
                <li key={item}>
                  <Icon name="checkList" size={20} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
