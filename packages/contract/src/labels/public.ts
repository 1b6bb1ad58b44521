/**
 * The public pages' areas of LABELS: the landing page, content pages and sign-in. The landing page
 * imports PUBLIC_LABELS itself (LABELS.landing is the same object) so that its bundle does not
 * carry the back-office's labels.
 */
import { EN } from '../i18n/en.ts';

// The navbar's, the footer's and a content page's words are the English catalogue's.
const { nav, cmsPage } = EN;
const hero = {
  checkStatus: 'CHECK YOUR APPLICATION STATUS',
} as const;
const auth = {
  email: 'Email',
  password: 'Password',
  subtitle: 'Sign in to the back-office',
  submit: 'Sign in',
  submitting: 'Signing in...',
  backHome: 'Back to Home',
} as const;
/** Accessible names and field labels of the landing page (its marketing copy lives in the web app). */
const landing = {
  /** The check-status call to action lower on the page (the hero's button is `hero.checkStatus`). */
  checkStatusCta: 'CHECK VISA STATUS',
  pauseVideo: 'Pause background video',
  playVideo: 'Play background video',
  carousel: 'Highlights',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  pauseSlides: 'Pause slide show',
  playSlides: 'Play slide show',
  slides: 'Choose a slide',
  goToSlide: (index: number, total: number) => `Slide ${index} of ${total}`,
  slideOf: (index: number, total: number) => `${index} of ${total}`,
  slidesLoading: 'Loading slides...',
  /**
   * MESSAGES.sliders.none, repeated here so the landing page need not load the whole message
   * catalogue for one line (a web unit test keeps the two equal).
   */
  noSliders: 'No sliders available',
  eligibilityLink: 'CHECK YOUR ELIGIBILITY',
  opensInNewTab: '(opens in a new tab)',
  socialLink: (siteName: string, network: string) => `${siteName} on ${network}`,
  vacancy: {
    department: 'Department',
    totalVacancies: 'Total vacancies',
    openVacancies: 'Open vacancies',
    location: 'Location',
    startDate: 'Start date',
    workingHours: 'Working hours',
    compensation: 'Compensation',
  },
  contact: {
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    officeHours: 'Office hours',
    follow: 'Follow us',
  },
} as const;
const common = {
  /** Shown where a value (a date, a creator) is absent. */
  noValue: '—',
  prev: 'Prev',
  next: 'Next',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
} as const;

/** The public areas of LABELS. */
export const PUBLIC_LABELS = {
  loading: 'Loading...',
  nav,
  hero,
  auth,
  landing,
  cmsPage,
  common,
} as const;
