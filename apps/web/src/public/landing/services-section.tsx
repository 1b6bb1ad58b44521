import { Icon } from '../../components/icons';
import { SERVICES, SERVICES_INTRO } from './landing-content';
import { CardGrid, LandingSection, MarkedText } from './landing-section';

/** The three-card services row of the landing page (spec section 1). */
export function ServicesSection() {
  return (
    <LandingSection id="services" titleId="services-title" intro={SERVICES_INTRO}>
      <CardGrid items={SERVICES} itemKey={(service) => service.title} column="col-12 col-md-4">
        {(service) => (
          <article className="service-card">
            <MarkedText
              mark={<Icon name={service.icon} size={24} />}
              markClassName="service-icon"
              title={service.title}
              text={service.text}
            />
          </article>
        )}
      </CardGrid>
    </LandingSection>
  );
}
