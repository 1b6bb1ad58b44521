import { Icon } from '../../components/icons';
import { SERVICES, SERVICES_INTRO } from './landing-content';
import { SectionIntro } from './section-intro';

/** The three-card services row of the landing page (spec section 1). */
export function ServicesSection() {
  return (
    <section id="services" className="landing-section" aria-labelledby="services-title">
      <div className="container">
        <SectionIntro intro={SERVICES_INTRO} id="services-title" />
        <ul className="row g-4 list-unstyled mb-0">
          {SERVICES.map((service) => (
            <li key={service.title} className="col-12 col-md-4">
              <article className="service-card">
                <span className="service-icon">
                  <Icon name={service.icon} size={24} />
                </span>
                <h3>{service.title}</h3>
                <p>{service.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
