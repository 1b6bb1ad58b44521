import { TESTIMONIALS, TESTIMONIALS_INTRO } from './landing-content';
import { CardGrid, LandingSection } from './landing-section';

/** Client testimonials: quote, person and company (spec section 3). */
export function TestimonialsSection() {
  return (
    <LandingSection tone="alt" titleId="testimonials-title" intro={TESTIMONIALS_INTRO}>
      <CardGrid items={TESTIMONIALS} itemKey={(testimonial) => testimonial.person} column="col-12 col-lg-4">
        {(testimonial) => (
          <figure className="testimonial-card">
            <span className="testimonial-mark" aria-hidden="true">
              “
            </span>
            <blockquote className="testimonial-quote">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption>
              <span className="testimonial-person">{testimonial.person}</span>
              <span className="testimonial-company">{testimonial.company}</span>
            </figcaption>
          </figure>
        )}
      </CardGrid>
    </LandingSection>
  );
}
