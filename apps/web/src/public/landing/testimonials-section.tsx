import { TESTIMONIALS, TESTIMONIALS_INTRO } from './landing-content';
import { SectionIntro } from './section-intro';

/** Client testimonials: quote, person and company (spec section 3). */
export function TestimonialsSection() {
  return (
    <section className="landing-section section-alt" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionIntro intro={TESTIMONIALS_INTRO} id="testimonials-title" />
        <ul className="row g-4 list-unstyled mb-0">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.person} className="col-12 col-lg-4">
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
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
