import { describe, expect, it } from 'vitest';
import { APPLICATION_LABELS } from './applications.ts';
import { BACK_OFFICE_LABELS } from './back-office.ts';
import { ENQUIRY_LABELS } from './enquiry.ts';
import { LABELS } from './index.ts';
import { PUBLIC_LABELS } from './public.ts';
import { RESOURCE_LABELS } from './resources.ts';

const AREAS = { PUBLIC_LABELS, ENQUIRY_LABELS, BACK_OFFICE_LABELS, APPLICATION_LABELS, RESOURCE_LABELS };

describe('LABELS', () => {
  it('holds every area object once, so no area hides another', () => {
    const owners = new Map<string, string[]>();
    for (const [module, area] of Object.entries(AREAS))
      for (const key of Object.keys(area)) owners.set(key, [...(owners.get(key) ?? []), module]);
    expect([...owners].filter(([, modules]) => modules.length > 1)).toEqual([]);
  });

  it('gives the public pages the very objects it holds', () => {
    for (const area of Object.values(AREAS))
      for (const [key, value] of Object.entries(area)) expect(LABELS[key as keyof typeof LABELS]).toBe(value);
  });
});
