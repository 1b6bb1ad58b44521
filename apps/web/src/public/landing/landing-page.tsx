import '../../styles/landing.css';
import { SiteFooter } from '../site-footer';
import { SiteNavbar } from '../site-navbar';
import { HeroSection } from './hero-section';
import { ServicesSection } from './services-section';

/** The public landing page at /. Later issues add their sections here, one component each. */
export function LandingPage() {
  return (
    <>
      <SiteNavbar />
      <main id="main">
        <HeroSection />
        <ServicesSection />
      </main>
      <SiteFooter />
    </>
  );
}
