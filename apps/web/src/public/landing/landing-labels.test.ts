import { EN, fill, LABELS, MESSAGES, PUBLIC_LABELS } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { documentTitle } from '../document-title';
import { telHref } from './contact-section';
import { HOW_WE_WORK, SERVICES, TEAM, TESTIMONIALS, VACANCIES } from './landing-content';

describe('landing texts', () => {
  it('shows the specification’s message when there are no sliders', () => {
    expect(PUBLIC_LABELS.landing.noSliders).toBe(MESSAGES.sliders.none);
  });

  it('keeps the public areas reachable under LABELS for the back-office and the tests', () => {
    expect(LABELS.nav).toBe(PUBLIC_LABELS.nav);
    expect(LABELS.hero).toBe(PUBLIC_LABELS.hero);
    expect(LABELS.admin.loading).toBe(PUBLIC_LABELS.loading);
  });

  it('writes the copyright line with the year and the site name', () => {
    expect(fill(EN.nav.copyright, { year: 2031, siteName: 'Acme Visas' })).toBe(
      '\u00a9 2031 Acme Visas. A Acme Visas service.',
    );
  });

  it('carries the specification’s copy', () => {
    expect(SERVICES.map((service) => service.title)).toEqual([
      'Eligibility assessment',
      'Visa process',
      'Refusal appeal',
    ]);
    expect(HOW_WE_WORK.map((step) => step.title)).toEqual([
      'Assessment',
      'Processing and communication',
      'Result',
    ]);
    expect(HOW_WE_WORK[2]?.text).toMatch(
      /about 3 to 5 weeks.*consulate notifies the decision.*up to two additional workdays/,
    );
    expect(TESTIMONIALS).toHaveLength(3);
    expect(TEAM).toHaveLength(4);
    expect(VACANCIES.length).toBeGreaterThanOrEqual(4);
    for (const vacancy of VACANCIES)
      expect(vacancy.emptyVacancies).toBeLessThanOrEqual(vacancy.totalVacancies);
  });
});

describe('small helpers', () => {
  it('titles a page with the site name', () => {
    expect(documentTitle('About Us', 'VisaDesk')).toBe('About Us | VisaDesk');
    expect(documentTitle(null, 'VisaDesk')).toBe('VisaDesk');
  });

  it('dials only the digits and a leading plus', () => {
    expect(telHref('+1 416 555 0134')).toBe('tel:+14165550134');
    expect(telHref('(02) 1234-567')).toBe('tel:021234567');
  });
});
