import { Icon } from '../../components/icons';
import { SERVICES, SERVICES_INTRO } from './landing-content';
import { CardGrid, LandingSection } from './landing-section';

/** The three-card services row of the landing page (spec section 1). */
export function ServicesSection() {
  return (
    <LandingSection id="services" titleId="services-title" intro={SERVICES_INTRO}>
      <CardGrid items={SERVICES} itemKey={(service) => service.title} column="col-12 col-md-4">
        {(service) => (
          <article className="service-card">
            <span className="service-icon">
              <Icon name={service.icon} size={24} />
            </span>
            <h3>{service.title}</h3>
            <p>{service.text}</p>
          </article>
        )}
      </CardGrid>
    </LandingSection>
  );
}
