import { HOW_WE_WORK, HOW_WE_WORK_INTRO } from './landing-content';
import { CardGrid, LandingSection, MarkedText } from './landing-section';

/** How we work: assessment, processing and communication, result (spec section 1). */
export function HowWeWorkSection() {
  return (
    <LandingSection tone="alt" titleId="how-title" intro={HOW_WE_WORK_INTRO}>
      <CardGrid items={HOW_WE_WORK} itemKey={(step) => step.title} column="col-12 col-md-4" ordered>
        {(step, index) => (
          <article className="step-card">
            <MarkedText
              mark={String(index + 1).padStart(2, '0')}
              markClassName="step-number"
              isMarkHidden
              title={step.title}
              text={step.text}
            />
          </article>
        )}
      </CardGrid>
    </LandingSection>
  );
}
