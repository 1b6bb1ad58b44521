import auFlag from 'flag-icons/flags/4x3/au.svg';
import caFlag from 'flag-icons/flags/4x3/ca.svg';
import itFlag from 'flag-icons/flags/4x3/it.svg';
import usFlag from 'flag-icons/flags/4x3/us.svg';
import type { IconName } from '../../components/icons';

/*
 * The landing page's marketing copy, kept apart from the markup so it can be edited (and later
 * fed from the settings screen) without touching components. The specification gives the themes,
 * not verbatim text; wording here follows its section 1.
 */

export const HERO = {
  eyebrow: 'Work visa and migration consultancy',
  headline: 'Your trusted partner for work visas and migration',
  lead: 'Worker, family, skilled and business migration and visitor visas for Canada, Australia, Italy and the United States.',
} as const;

// Only four small SVG flags are imported (the flag-icons stylesheet would add ~87 kB).
export const DESTINATIONS = [
  { name: 'Canada', flag: caFlag },
  { name: 'Australia', flag: auFlag },
  { name: 'Italy', flag: itFlag },
  { name: 'United States', flag: usFlag },
] as const;

export const SERVICES_INTRO = {
  eyebrow: 'What we do',
  title: 'Services built around your visa',
  lead: 'From the first question to the consulate’s decision, one team follows your file.',
} as const;

export const SERVICES: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'checkList',
    title: 'Eligibility assessment',
    text: 'We review your profile, qualifications and job offer against each destination’s rules before you spend anything on an application.',
  },
  {
    icon: 'compass',
    title: 'Visa process',
    text: 'We prepare your documents, submit the application and keep you informed until the consulate decides, typically within 3 to 5 weeks.',
  },
  {
    icon: 'shield',
    title: 'Refusal appeal',
    text: 'If a visa is refused, we study the decision and build a stronger appeal or a new application with the supporting documents it needs.',
  },
];
