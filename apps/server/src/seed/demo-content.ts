import { COMPANIES, DESIGNATIONS, SALARIES } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import { createCatalogueService } from '../modules/catalogue/catalogue.service.ts';
import { createPagesService } from '../modules/pages/pages.service.ts';
import { createSlidersService } from '../modules/sliders/sliders.service.ts';
import { DEMO_COMPANIES, DEMO_SALARIES } from './demo-applications.ts';
import { type DemoImage, stageDemoImage } from './demo-images.ts';
import { DEMO_PAGES } from './demo-pages.ts';
import { type SlideScene, sampleSlide } from './slide-images.ts';

export const DEMO_DESIGNATIONS = [
  'Site Supervisor',
  'Heavy Equipment Operator',
  'Industrial Electrician',
  'Welder',
  'Carpenter',
  'Long-Haul Truck Driver',
  'Warehouse Associate',
  'Personal Support Worker',
  'Line Cook',
  'Food Service Supervisor',
  'Housekeeping Attendant',
  'Farm Worker',
];

const DEMO_SLIDES: { scene: SlideScene; thumbnail: string; title: string }[] = [
  {
    scene: 'mountains',
    thumbnail: 'Work in Canada',
    title:
      'Skilled trades and care workers are in demand. We take your work permit from assessment to arrival.',
  },
  {
    scene: 'skyline',
    thumbnail: 'Corporate travel, handled',
    title:
      'Business visas and travel management for teams that need to be on site next month, not next year.',
  },
  {
    scene: 'routes',
    thumbnail: 'One desk, four destinations',
    title:
      'Canada, Australia, Italy and the United States: one consultant follows your file from start to finish.',
  },
];

const slideImage = (scene: SlideScene): DemoImage => ({
  name: `slide-${scene}`,
  render: () => sampleSlide(scene),
});
/** The slides' images: what the build renders (build-demo-images.ts). */
export const DEMO_SLIDE_IMAGES = DEMO_SLIDES.map(({ scene }) => slideImage(scene));

/**
 * The catalogue and content a fresh install shows: the sample applications' companies and salaries,
 * a dozen designations, two published pages on the navbar and three published homepage slides.
 * Goes through the same services as the API, so every record obeys the API's rules.
 */
export async function seedDemoContent(app: FastifyInstance) {
  const companies = createCatalogueService(app.db, COMPANIES);
  for (const name of DEMO_COMPANIES) await companies.create({ name });
  const designations = createCatalogueService(app.db, DESIGNATIONS);
  for (const name of DEMO_DESIGNATIONS) await designations.create({ name });
  const salaries = createCatalogueService(app.db, SALARIES);
  for (const salary of DEMO_SALARIES) await salaries.create(salary);
  const pages = createPagesService(app.db);
  for (const page of DEMO_PAGES) await pages.create({ ...page, status: 'Published', shownOnNavbar: true });
  const sliders = createSlidersService(app.db, app.files);
  // Oldest first, so the carousel (newest first) opens on the first slide.
  for (const { scene, ...slide } of [...DEMO_SLIDES].reverse()) {
    const image = await stageDemoImage(app.files, slideImage(scene));
    await sliders.create({ ...slide, status: 'Published' }, image);
  }
  return {
    companies: DEMO_COMPANIES.length,
    designations: DEMO_DESIGNATIONS.length,
    salaries: DEMO_SALARIES.length,
    pages: DEMO_PAGES.length,
    sliders: DEMO_SLIDES.length,
  };
}
