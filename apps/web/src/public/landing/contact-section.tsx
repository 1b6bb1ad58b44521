import { PUBLIC_LABELS, SOCIAL_NETWORKS } from '@visadesk/contract/plain';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icons';
import { useSiteSettings } from '../site-data';
import { CONTACT_INTRO } from './landing-content';
import { SectionIntro } from './section-intro';
import { NETWORK_NAMES, SocialIcon } from './social-icons';

const L = PUBLIC_LABELS.landing;

/** A telephone link keeps only the leading + and the digits. */
export const telHref = (phone: string): string => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** Contact: address, phone, e-mail, office hours and social links, all from the settings. */
export function ContactSection() {
  const settings = useSiteSettings();
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const url = settings.social[network];
    return url ? [{ network, url }] : [];
  });
  return (
    <section className="landing-section section-alt" aria-labelledby="contact-title">
      <div className="container">
        <SectionIntro intro={CONTACT_INTRO} id="contact-title" />
        <ul className="row g-4 list-unstyled mb-0">
          <ContactCard icon="mapPin" label={L.contact.address}>
            <address className="mb-0">
              {settings.address.split('\n').map((line, index, lines) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, never reordered
                <span key={index}>
                  {line}
                  {index < lines.length - 1 && <br />}
                </span>
              ))}
            </address>
          </ContactCard>
          <ContactCard icon="phone" label={L.contact.phone}>
            <a href={telHref(settings.phone)}>{settings.phone}</a>
          </ContactCard>
          <ContactCard icon="mail" label={L.contact.email}>
            <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
          </ContactCard>
          <ContactCard icon="clock" label={L.contact.officeHours}>
            {settings.officeHours}
          </ContactCard>
        </ul>
        {socials.length > 0 && (
          <div className="social-row">
            <h3 className="social-title">{L.contact.follow}</h3>
            <ul className="social-links">
              {socials.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${L.socialLink(settings.siteName, NETWORK_NAMES[network])} ${L.opensInNewTab}`}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}

function ContactCard({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className="col-12 col-sm-6 col-lg-3">
      <div className="contact-card">
        <span className="contact-icon">
          <Icon name={icon} size={22} />
        </span>
        <h3>{label}</h3>
        <div className="contact-value">{children}</div>
      </div>
    </li>
  );
}
