import { HOW_WE_WORK, HOW_WE_WORK_INTRO } from './landing-content';
import { SectionIntro } from './section-intro';

/** How we work: assessment, processing and communication, result (spec section 1). */
export function HowWeWorkSection() {
  return (
    <section className="landing-section section-alt" aria-labelledby="how-title">
      <div className="container">
        <SectionIntro intro={HOW_WE_WORK_INTRO} id="how-title" />
        <ol className="row g-4 list-unstyled mb-0">
          {HOW_WE_WORK.map((step, index) => (
            <li key={step.title} className="col-12 col-md-4">
              <article className="step-card">
                <span className="step-number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
