import { PROCESS, PROCESS_INTRO } from './landing-content';
import { SectionIntro } from './section-intro';

/** The application process, step by step. */
export function ProcessSection() {
  return (
    <section className="landing-section" aria-labelledby="process-title">
      <div className="container">
        <SectionIntro intro={PROCESS_INTRO} id="process-title" />
        <ol className="process-list">
          {PROCESS.map((step, index) => (
            <li key={step.title}>
              <span className="process-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
