import { PROCESS, PROCESS_INTRO } from './landing-content';
import { LandingSection, MarkedText } from './landing-section';

/** The application process, step by step. */
export function ProcessSection() {
  return (
    <LandingSection titleId="process-title" intro={PROCESS_INTRO}>
      <ol className="process-list">
        {PROCESS.map((step, index) => (
          <li key={step.title}>
            <MarkedText
              mark={index + 1}
              markClassName="process-number"
              isMarkHidden
              title={step.title}
              text={step.text}
            />
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
