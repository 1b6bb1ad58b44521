import { PROCESS, PROCESS_INTRO } from './landing-content';
import { LandingSection } from './landing-section';

/** The application process, step by step. */
export function ProcessSection() {
  return (
    <LandingSection titleId="process-title" intro={PROCESS_INTRO}>
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
    </LandingSection>
  );
}
