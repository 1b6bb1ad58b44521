import {
  type ApplicationStatus,
  countryName,
  DOCUMENT_SLOTS,
  type DocumentSlot,
  JOB_TITLES,
  salaryText,
  type User,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import { NO_STATUS_MAILS } from '../mail/status-mails.ts';
import { createApplicationsService } from '../modules/applications/applications.service.ts';
import { createJobTitles } from '../modules/catalogue/job-titles.ts';
import { type DemoImage, stageDemoImage } from './demo-images.ts';
import { sampleDocument, samplePhoto } from './sample-images.ts';

const PEOPLE: [string, string, 'Male' | 'Female', string, string][] = [
  ['Sharma', 'Priya', 'Female', 'IN', 'Jaipur'],
  ['Santos', 'Miguel', 'Male', 'PH', 'Cebu'],
  ['Okafor', 'Chinedu', 'Male', 'NG', 'Enugu'],
  ['Thapa', 'Sabina', 'Female', 'NP', 'Pokhara'],
  ['Rahman', 'Arif', 'Male', 'BD', 'Sylhet'],
  ['Khan', 'Ayesha', 'Female', 'PK', 'Lahore'],
  ['Perera', 'Nuwan', 'Male', 'LK', 'Kandy'],
  ['Nguyen', 'Linh', 'Female', 'VN', 'Da Nang'],
  ['Wanjiru', 'Grace', 'Female', 'KE', 'Nakuru'],
  ['Mensah', 'Kwame', 'Male', 'GH', 'Kumasi'],
  ['Hassan', 'Omar', 'Male', 'EG', 'Alexandria'],
  ['Hernandez', 'Lucia', 'Female', 'MX', 'Puebla'],
  ['Oliveira', 'Rafael', 'Male', 'BR', 'Recife'],
  ['Kovalenko', 'Olena', 'Female', 'UA', 'Lviv'],
  ['Reyes', 'Joel', 'Male', 'PH', 'Davao'],
  ['Patel', 'Rohan', 'Male', 'IN', 'Surat'],
  ['Gurung', 'Pemba', 'Male', 'NP', 'Dharan'],
  ['Adeyemi', 'Funke', 'Female', 'NG', 'Ibadan'],
  ['Fernando', 'Dilani', 'Female', 'LK', 'Galle'],
  ['Tran', 'Minh', 'Male', 'VN', 'Hue'],
  ['Otieno', 'Brian', 'Male', 'KE', 'Kisumu'],
  ['Boateng', 'Ama', 'Female', 'GH', 'Tamale'],
  ['Aziz', 'Bilal', 'Male', 'PK', 'Multan'],
  ['Islam', 'Nusrat', 'Female', 'BD', 'Khulna'],
  ['Garcia', 'Diego', 'Male', 'MX', 'Leon'],
  ['Lima', 'Camila', 'Female', 'BR', 'Fortaleza'],
  ['Shevchenko', 'Taras', 'Male', 'UA', 'Dnipro'],
  ['Das', 'Ananya', 'Female', 'IN', 'Kolkata'],
  ['Cruz', 'Maria', 'Female', 'PH', 'Iloilo'],
  ['Salem', 'Youssef', 'Male', 'EG', 'Giza'],
];
/** The employers the sample applications name; the demo catalogue lists the same ones. */
export const DEMO_COMPANIES = [
  'Maple Ridge Construction',
  'Northern Care Homes',
  'Harbour Logistics',
  'Bluewater Hospitality',
  'Prairie Electric Co.',
];
/** The demo salary records: monthly, in Canadian dollars; the sample applications state their text. */
export const DEMO_SALARIES = ['2800', '3050', '3300', '3550', '3800', '4050'].map((amount) => ({
  amount,
  currency: 'CAD' as const,
  period: 'month' as const,
}));
const STATUSES: ApplicationStatus[] = ['pending', 'approved', 'rejected'];

const demoPassport = (i: number, country: string) => `${country}${String(4_100_000 + i * 7919).slice(0, 7)}`;
const demoDob = (i: number) =>
  `${1975 + (i % 25)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`;

// The second sample (approved, with four documents) is the one a newcomer looks up at /enquiry.
const ENQUIRY_SAMPLE = 1;
const [, , , enquiryCountry] = PEOPLE[ENQUIRY_SAMPLE] as (typeof PEOPLE)[number];
/** A public enquiry that finds a demo application: the first start and the README print it. */
export const DEMO_ENQUIRY = {
  passport: demoPassport(ENQUIRY_SAMPLE, enquiryCountry),
  nationality: countryName(enquiryCountry),
  dob: demoDob(ENQUIRY_SAMPLE),
};

type Person = (typeof PEOPLE)[number];
const fieldsOf = (i: number, [surname, givenN, sex, country, city]: Person) => ({
  surname,
  givenN,
  sex,
  birthCity: city,
  currentN: country,
  dob: demoDob(i),
  identification: i % 2 ? 'Mole on right cheek' : 'Scar above left eyebrow',
  nationalId: `${country}-${900_000 + i * 131}`,
  company: DEMO_COMPANIES[i % DEMO_COMPANIES.length] as string,
  dutyDuration: `${(i % 3) + 1} years`,
  jobTitle: JOB_TITLES[i % JOB_TITLES.length] as string,
  salary: salaryText(DEMO_SALARIES[i % DEMO_SALARIES.length] as (typeof DEMO_SALARIES)[number]),
  passport: demoPassport(i, country),
  issuedCountry: country,
  phone: `1555${String(1_000_000 + i * 3571).slice(0, 7)}`,
  email: `${givenN}.${surname}.sample@example.com`.toLowerCase(),
  isAdmin: false,
});

/** Sample i's portrait and documents: some of the first five slots, and three more for every third. */
function imagesOf(i: number, person: Person) {
  const fields = fieldsOf(i, person);
  const lines = [
    `Name: ${fields.givenN} ${fields.surname}`,
    `Passport: ${fields.passport}`,
    `Employer: ${fields.company}`,
    `Position: ${fields.jobTitle}`,
  ];
  const photo: DemoImage = {
    name: `photo-${i}`,
    render: () => samplePhoto(`${fields.givenN[0]}${fields.surname[0]}`, (i * 37) % 360),
  };
  const documents = DOCUMENT_SLOTS.slice(0, i % 5)
    .concat(i % 3 === 1 ? DOCUMENT_SLOTS.slice(8, 11) : [])
    .map(({ key, label }) => ({
      slot: key,
      image: { name: `document-${i}-${key}`, render: () => sampleDocument(label, lines) } as DemoImage,
    }));
  return { fields, photo, documents };
}

/** Every image the sample applications use: what the build renders (build-demo-images.ts). */
export const DEMO_APPLICATION_IMAGES: DemoImage[] = PEOPLE.flatMap((person, i) => {
  const { photo, documents } = imagesOf(i, person);
  return [photo, ...documents.map((document) => document.image)];
});

/**
 * About 30 sample applications across statuses and nationalities, with generated photos and
 * documents marked SAMPLE, so a first start shows a living product. Runs once, on a fresh install.
 */
export async function seedDemoApplications(app: FastifyInstance, admin: User): Promise<number> {
  const service = createApplicationsService(
    app.db,
    app.files,
    NO_STATUS_MAILS,
    createJobTitles(app.db),
    app.officeSettings,
  );
  for (const [i, person] of PEOPLE.entries()) {
    const { fields, photo, documents } = imagesOf(i, person);
    const row = await service.create(fields, () => stageDemoImage(app.files, photo), admin);
    const slots: Partial<Record<DocumentSlot, string>> = {};
    for (const { slot, image } of documents) slots[slot] = await stageDemoImage(app.files, image);
    if (documents.length > 0) await service.setDocuments(row.id, slots);
    const status = STATUSES[i % 3] as ApplicationStatus;
    if (status !== 'pending') await service.setStatus(row.id, status, admin);
  }
  return PEOPLE.length;
}
