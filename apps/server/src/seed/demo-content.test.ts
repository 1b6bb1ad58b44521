import {
  CATALOGUE_API,
  type Company,
  type DesignationList,
  JOB_TITLES,
  type Page,
  type Salary,
  type Slider,
} from '@visadesk/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { seedDemoContent } from './demo-content.ts';

// Written out here, not imported from the seed, so a change to the seed's lists shows as a failure.
const COMPANIES = [
  'Bluewater Hospitality',
  'Harbour Logistics',
  'Maple Ridge Construction',
  'Northern Care Homes',
  'Prairie Electric Co.',
];
const DESIGNATIONS = [
  'Carpenter',
  'Farm Worker',
  'Food Service Supervisor',
  'Heavy Equipment Operator',
  'Housekeeping Attendant',
  'Industrial Electrician',
  'Line Cook',
  'Long-Haul Truck Driver',
  'Personal Support Worker',
  'Site Supervisor',
  'Warehouse Associate',
  'Welder',
];

const t = useTestApp();

describe('demo content', () => {
  it('creates the catalogue, two navbar pages and three published slides with images', async () => {
    const { auth } = await t.createUser('staff');
    expect(await seedDemoContent(t.app)).toEqual({
      companies: 5,
      designations: 12,
      salaries: 6,
      pages: 2,
      sliders: 3,
    });
    const get = async (url: string, headers?: Record<string, string>) =>
      (await t.inject({ method: 'GET', url, headers })).json();

    const companies: Company[] = await get(CATALOGUE_API.companies.list, auth);
    expect(companies.map((c) => c.name).sort()).toEqual(COMPANIES);
    const designations: DesignationList = await get(`${CATALOGUE_API.designations.list}?limit=100`, auth);
    // Beside the specification's job titles, which every database has from its migrations.
    expect(designations.designations.map((d) => d.name).sort()).toEqual(
      [...DESIGNATIONS, ...JOB_TITLES].sort(),
    );
    const salaries: Salary[] = await get(CATALOGUE_API.salaries.list, auth);
    expect(salaries.map((s) => s.name)).toEqual([
      'CAD 2,800 / month',
      'CAD 3,050 / month',
      'CAD 3,300 / month',
      'CAD 3,550 / month',
      'CAD 3,800 / month',
      'CAD 4,050 / month',
    ]);

    const pages: Page[] = await get(CATALOGUE_API.pages.list);
    expect(pages.map((p) => [p.title, p.link, p.published, p.shownOnNavbar])).toEqual([
      ['About Us', '/about-us', true, true],
      ['Privacy Policy', '/privacy-policy', true, true],
    ]);
    const about: Page = await get(`${CATALOGUE_API.pages.byLink}?link=/about-us`);
    expect(about.content).toMatch(/^# About Us\n/);
    expect(about.content).toContain('3 to 5 weeks');

    const slides: Slider[] = await get(CATALOGUE_API.sliders.list);
    expect(slides.map((s) => s.thumbnail)).toEqual([
      'Work in Canada',
      'Corporate travel, handled',
      'One desk, four destinations',
    ]);
    for (const slide of slides) {
      const image = await t.inject({ method: 'GET', url: slide.image });
      expect(image.statusCode).toBe(200);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1600, height: 700 });
    }
  }, 60_000);
});
