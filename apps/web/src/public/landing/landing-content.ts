import auFlag from 'flag-icons/flags/4x3/au.svg?no-inline';
import caFlag from 'flag-icons/flags/4x3/ca.svg?no-inline';
import gbFlag from 'flag-icons/flags/4x3/gb.svg?no-inline';
import itFlag from 'flag-icons/flags/4x3/it.svg?no-inline';
import usFlag from 'flag-icons/flags/4x3/us.svg?no-inline';
import type { IconName } from '../../components/icons';

/*
 * The landing page's marketing copy, kept apart from the markup so it can be edited without
 * touching components. The specification gives the themes, not verbatim text; the wording here
 * follows its section 1 (the destinations, the visa types, the three services, the three steps
 * with the 3 to 5 weeks result text). Contact details come from the settings, not from here.
 *
 * Images are separate files (`?no-inline`), so they cost the script nothing and load lazily.
 */

export const LANDING_TITLE = 'Work visa and migration consultancy';

export const HERO = {
  eyebrow: 'Work visa and migration consultancy',
  headline: 'Your trusted partner for work visas and migration',
  lead: 'Worker, family, skilled and business migration and visitor visas for Canada, Australia, Italy and the United States.',
  secondary: 'Explore our services',
} as const;

/** Each flag is a small SVG file of its own (the flag-icons stylesheet would add ~87 kB). */
export const FLAGS = {
  ca: { name: 'Canada', src: caFlag },
  au: { name: 'Australia', src: auFlag },
  it: { name: 'Italy', src: itFlag },
  us: { name: 'United States', src: usFlag },
  gb: { name: 'United Kingdom', src: gbFlag },
} as const;

/** The four destinations of the specification, shown in the hero. */
export const DESTINATIONS = [FLAGS.ca, FLAGS.au, FLAGS.it, FLAGS.us] as const;

export interface SectionIntro {
  eyebrow: string;
  title: string;
  lead?: string;
}

export const SERVICES_INTRO: SectionIntro = {
  eyebrow: 'What we do',
  title: 'Services built around your visa',
  lead: 'From the first question to the consulate’s decision, one team follows your file.',
};

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

export const HOW_WE_WORK_INTRO: SectionIntro = {
  eyebrow: 'How we work',
  title: 'Three clear steps, no surprises',
  lead: 'You always know what happens next, who is handling your file and what it costs.',
};

export const HOW_WE_WORK: readonly { title: string; text: string }[] = [
  {
    title: 'Assessment',
    text: 'A consultant reviews your passport, qualifications, work history and job offer, confirms the right visa category and gives you a written checklist and a fixed quote.',
  },
  {
    title: 'Processing and communication',
    text: 'We prepare and check every form and supporting document, book your biometrics and file the application. You get an update at each milestone and can check your status online at any time.',
  },
  {
    title: 'Result',
    text: 'Visa processing typically takes about 3 to 5 weeks, after which the consulate notifies the decision. Visa delivery can take up to two additional workdays.',
  },
];

export const APPROVAL = {
  eyebrow: 'Maximise your approval',
  title: 'The right supporting documents make the difference',
  lead: 'Most refusals come from missing or inconsistent evidence, not from ineligible applicants. We build a complete, consistent file before anything reaches the consulate.',
  documents: [
    'A signed employment contract or job offer letter',
    'Labour market approval (LMIA or equivalent) where the destination requires it',
    'Certified qualifications, licences and reference letters',
    'Proof of funds, accommodation and travel insurance',
    'Police clearance and medical examination results',
  ],
  flagsTitle: 'Destinations we file for',
  photos: {
    documents: 'A consultant checking a passport and an application file',
    airport: 'Travellers with their luggage in an airport departure hall',
  },
} as const;

export const CORPORATE = {
  eyebrow: 'For employers',
  title: 'Corporate travel management',
  paragraphs: [
    'Recruiting abroad takes more than a visa. We coordinate group applications for your new hires, plan flights and arrival dates around their start dates, and arrange temporary accommodation and airport pick-ups.',
    'Your HR team gets one contact, one schedule and a weekly report on every file, while we keep each employee informed in their own language.',
  ],
  points: [
    'Group applications for 5 to 500 employees',
    'Flights, accommodation and arrival planning',
    'Compliance checks for sponsoring employers',
  ],
  photo: 'A city skyline with an aeroplane climbing over the business district',
} as const;

export const VACANCIES_INTRO: SectionIntro = {
  eyebrow: 'Current vacancies',
  title: 'Employers hiring through us now',
  lead: 'Positions with licensed employers who sponsor the work visa. Apply through a consultant and we check your eligibility first.',
};

export interface Vacancy {
  position: string;
  department: string;
  totalVacancies: number;
  emptyVacancies: number;
  location: string;
  flag: keyof typeof FLAGS;
  startDate: string;
  workingHours: string;
  compensation: string;
}

export const VACANCIES: readonly Vacancy[] = [
  {
    position: 'Heavy Truck Driver',
    department: 'Logistics and transport',
    totalVacancies: 20,
    emptyVacancies: 8,
    location: 'Calgary, Alberta, Canada',
    flag: 'ca',
    startDate: '3 March',
    workingHours: '40 hours a week, day shifts',
    compensation: 'CAD 28.50 an hour plus overtime',
  },
  {
    position: 'Construction Electrician',
    department: 'Construction',
    totalVacancies: 15,
    emptyVacancies: 6,
    location: 'Perth, Western Australia',
    flag: 'au',
    startDate: '17 March',
    workingHours: '38 hours a week, Monday to Friday',
    compensation: 'AUD 42 an hour',
  },
  {
    position: 'Care Worker',
    department: 'Healthcare and aged care',
    totalVacancies: 25,
    emptyVacancies: 11,
    location: 'Toronto, Ontario, Canada',
    flag: 'ca',
    startDate: '1 April',
    workingHours: '37.5 hours a week, rotating shifts',
    compensation: 'CAD 24 an hour',
  },
  {
    position: 'Cook',
    department: 'Hospitality',
    totalVacancies: 10,
    emptyVacancies: 4,
    location: 'Milan, Italy',
    flag: 'it',
    startDate: '14 April',
    workingHours: '40 hours a week, split shifts',
    compensation: 'EUR 1,750 a month plus meals',
  },
  {
    position: 'Packaging Operator',
    department: 'Manufacturing',
    totalVacancies: 30,
    emptyVacancies: 14,
    location: 'Dallas, Texas, United States',
    flag: 'us',
    startDate: '5 May',
    workingHours: '40 hours a week, two shifts',
    compensation: 'USD 18.50 an hour',
  },
  {
    position: 'Plumber',
    department: 'Construction',
    totalVacancies: 8,
    emptyVacancies: 3,
    location: 'Brisbane, Queensland, Australia',
    flag: 'au',
    startDate: '19 May',
    workingHours: '38 hours a week, Monday to Friday',
    compensation: 'AUD 40 an hour',
  },
];

export const FEATURES: readonly { title: string; text: string; points: readonly string[]; image: string }[] =
  [
    {
      title: 'Employer-sponsored work visas',
      text: 'We match skilled and semi-skilled workers with licensed employers and handle the sponsorship paperwork on both sides.',
      points: [
        'Job offer and contract review',
        'Labour market approval support',
        'Work permit and visa filing',
      ],
      image: 'Two people shaking hands over a signed work contract',
    },
    {
      title: 'Family and visitor visas',
      text: 'Bring your partner and children with you, or invite relatives to visit, with applications prepared alongside your own.',
      points: [
        'Partner and dependent children visas',
        'Parent and relative visitor visas',
        'Study permits for children',
      ],
      image: 'A family of four walking together with their suitcases',
    },
  ];

export const VISA_GUIDE_INTRO: SectionIntro = {
  eyebrow: 'Visa guide',
  title: 'Which visa is right for you?',
  lead: 'Every destination names its visas differently. These are the five families we handle, and what each one is for.',
};

export const VISA_GUIDE: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'hardHat',
    title: 'Worker visas',
    text: 'For a confirmed job offer from an employer abroad: temporary work permits, seasonal work and employer-sponsored visas.',
  },
  {
    icon: 'users',
    title: 'Family migration',
    text: 'For partners, children and parents joining a relative who lives, works or studies in the destination country.',
  },
  {
    icon: 'graduation',
    title: 'Skilled migration',
    text: 'Points-based permanent residence for qualified professionals and tradespeople, with or without a job offer.',
  },
  {
    icon: 'briefcase',
    title: 'Business migration',
    text: 'For investors, entrepreneurs and managers opening or expanding a business, and for intra-company transfers.',
  },
  {
    icon: 'plane',
    title: 'Visitor visas',
    text: 'Tourism, family visits and short business trips, including multiple-entry visas for frequent travellers.',
  },
];

export const SLIDER_INTRO: SectionIntro = {
  eyebrow: 'Highlights',
  title: 'News from our clients and partners',
};

export const REQUIREMENTS = {
  eyebrow: 'Work-visa requirements',
  title: 'What a work visa application usually needs',
  lead: 'Exact requirements depend on the destination, the visa and your occupation. Your consultant confirms the list for your case during the assessment.',
  items: [
    'A passport valid for at least six months beyond your planned stay',
    'A job offer or employment contract from an approved employer',
    'Labour market approval where required (for example an LMIA in Canada)',
    'Qualifications, licences and proof of relevant work experience',
    'A language test result where the occupation requires one',
    'Police clearance certificates from the countries you have lived in',
    'A medical examination by an approved panel physician',
    'Proof of funds to support yourself on arrival',
  ],
} as const;

export const ELIGIBILITY = {
  eyebrow: 'Eligibility',
  title: 'Not sure you qualify?',
  text: 'Use the official government eligibility checker to see which visas may be open to you, then book an assessment and we will confirm it against your documents.',
} as const;

export const TESTIMONIALS_INTRO: SectionIntro = {
  eyebrow: 'Testimonials',
  title: 'What our clients say',
};

export const TESTIMONIALS: readonly { quote: string; person: string; company: string }[] = [
  {
    quote:
      'They prepared every document for our twelve new electricians and sent us a progress report each week. All twelve visas were approved within five weeks.',
    person: 'Daniel Okafor',
    company: 'Operations Manager, Westline Electrical, Perth',
  },
  {
    quote:
      'After my first refusal I thought Canada was closed to me. Their appeal was meticulous, and three months later I started work in Calgary.',
    person: 'Maria Santos',
    company: 'Truck Driver, Northern Haul Logistics',
  },
  {
    quote:
      'Clear fees, clear timelines and a real person answering the phone. Our family visas for Italy went through without a single request for more documents.',
    person: 'Priya Mehta',
    company: 'Software Engineer, Lumen Systems, Milan',
  },
];

export const CHECK_STATUS = {
  title: 'Already applied?',
  text: 'Check your visa status online at any time with your passport number, nationality and date of birth.',
} as const;

export const TEAM_INTRO: SectionIntro = {
  eyebrow: 'Our team',
  title: 'The people handling your file',
  lead: 'Experienced consultants who know each destination’s rules and speak your language.',
};

/** `portrait` names the illustrated portrait drawn for the member in ./art. */
export const TEAM: readonly { name: string; title: string; portrait: 1 | 2 | 3 | 4 }[] = [
  { name: 'Sarah Whitfield', title: 'Principal Migration Consultant', portrait: 1 },
  { name: 'Rajiv Menon', title: 'Head of Employer Sponsorship', portrait: 2 },
  { name: 'Elena Rossi', title: 'Senior Case Officer, Europe', portrait: 3 },
  { name: 'James Carter', title: 'Client Relations Manager', portrait: 4 },
];

export const CONTACT_INTRO: SectionIntro = {
  eyebrow: 'Contact',
  title: 'Talk to a consultant',
  lead: 'Call, write or visit us. We reply to every enquiry within one working day.',
};

export const PROCESS_INTRO: SectionIntro = {
  eyebrow: 'Application process',
  title: 'From first call to visa in hand',
};

export const PROCESS: readonly { title: string; text: string }[] = [
  {
    title: 'Free consultation',
    text: 'Tell us your plans; we tell you honestly which visa fits and what it takes.',
  },
  { title: 'Documents', text: 'You receive a personal checklist and upload or bring your documents.' },
  {
    title: 'Application filed',
    text: 'We review everything, complete the forms and submit the application.',
  },
  { title: 'Track your status', text: 'Follow your application online with your passport details.' },
  { title: 'Decision and delivery', text: 'We collect your visa and brief you before you travel.' },
];
