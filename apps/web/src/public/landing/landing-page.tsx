import '../../styles/landing.css';
import { DEFAULT_LOCALE } from '@visadesk/contract/plain';
import type { ComponentType } from 'react';
import { useDocumentTitle } from '../document-title';
import { usePageWords } from '../page-words';
import { SiteFooter } from '../site-footer';
import { SiteNavbar } from '../site-navbar';
import { ApprovalSection } from './approval-section';
import { CheckStatusSection } from './check-status-section';
import { ContactSection } from './contact-section';
import { CorporateSection } from './corporate-section';
import { EligibilitySection } from './eligibility-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowWeWorkSection } from './how-we-work-section';
import { KeptSection } from './kept-section';
import { LANDING_TITLE } from './landing-content';
import { ProcessSection } from './process-section';
import { RequirementsSection } from './requirements-section';
import { ServicesSection } from './services-section';
import { SliderSection } from './slider-section';
import { TeamSection } from './team-section';
import { TestimonialsSection } from './testimonials-section';
import { VacanciesSection } from './vacancies-section';
import { VisaGuideSection } from './visa-guide-section';

/**
 * The public landing page at /: one page carrying both layouts of the specification, in one order,
 * each section a component of its own. `isFixed` marks a section whose
 * content is fixed: no settings, no state, no handlers.
 */
const SECTIONS: readonly { Section: ComponentType; isFixed?: true }[] = [
  { Section: HeroSection },
  { Section: ServicesSection, isFixed: true },
  { Section: HowWeWorkSection, isFixed: true },
  { Section: ApprovalSection, isFixed: true },
  { Section: CorporateSection, isFixed: true },
  { Section: VacanciesSection, isFixed: true },
  { Section: FeaturesSection, isFixed: true },
  { Section: VisaGuideSection, isFixed: true },
  { Section: SliderSection },
  { Section: RequirementsSection, isFixed: true },
  { Section: EligibilitySection },
  { Section: TestimonialsSection, isFixed: true },
  { Section: CheckStatusSection, isFixed: true },
  { Section: TeamSection, isFixed: true },
  { Section: ContactSection },
  { Section: ProcessSection, isFixed: true },
];

/**
 * `keepFixedSections`: on the prerendered page (public/pages/landing-entry.tsx) the fixed sections
 * are left as the HTML has them, and only the others (navbar, hero, slides, eligibility, contact,
 * footer) come to life.
 */
export function LandingPage({ keepFixedSections = false }: { keepFixedSections?: boolean }) {
  useDocumentTitle(LANDING_TITLE);
  const { locale } = usePageWords();
  // Under another language's prefix the navbar and footer read in it, but the sections' copy is
  // not in the catalogue yet: it is marked as the English it is, and laid out left to right.
  const copyLanguage = locale === DEFAULT_LOCALE ? {} : { lang: DEFAULT_LOCALE, dir: 'ltr' as const };
  // Whole at once: the page arrives as HTML, which its script brings to life in place.
  return (
    <>
      <SiteNavbar />
      <main id="main" {...copyLanguage}>
        {SECTIONS.map(({ Section, isFixed }) =>
          keepFixedSections && isFixed ? <KeptSection key={Section.name} /> : <Section key={Section.name} />,
        )}
      </main>
      <SiteFooter />
    </>
  );
}
