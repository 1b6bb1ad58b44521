import { describe, expect, it } from 'vitest';
import { LABELS } from './labels/index.ts';
import { MESSAGES } from './messages.ts';
import { CATALOGUE_API, ROUTES } from './paths.ts';
import { PAGES, RESOURCE_DEFINITIONS, SALARIES } from './resources.ts';

/** What the catalogues of the contract take from each resource's definition. */
describe.each(RESOURCE_DEFINITIONS)('$name: read from its definition', (definition) => {
  it('its labels, sidebar label and messages are LABELS and MESSAGES under its name', () => {
    expect(LABELS[definition.name]).toBe(definition.labels);
    expect(LABELS.sidebar[definition.name]).toBe(definition.sidebar.label);
    expect(MESSAGES[definition.name]).toBe(definition.messages);
  });

  it('its endpoints are CATALOGUE_API under its name, its screens ROUTES under three names', () => {
    expect(CATALOGUE_API[definition.name]).toBe(definition.api);
    const One = definition.singular.charAt(0).toUpperCase() + definition.singular.slice(1);
    const routes = ROUTES as Record<string, string>;
    expect([routes[definition.name], routes[`add${One}`], routes[`edit${One}`]]).toEqual([
      definition.screens.list,
      definition.screens.add,
      definition.screens.edit,
    ]);
  });

  it('its labels are the shared screen texts with its own added', () => {
    const many = definition.name;
    expect(definition.labels).toMatchObject({
      title: many.charAt(0).toUpperCase() + many.slice(1),
      none: `No ${many} found.`,
      confirmDelete: `Delete ${definition.singular}`,
    });
  });
});

describe('a unique rule names its message by key', () => {
  it('and the definition holds the message itself', () => {
    expect(SALARIES.unique[0].message).toBe(MESSAGES.salaries.duplicate);
    expect(PAGES.unique.map((rule) => rule.message)).toEqual([
      MESSAGES.pages.duplicateTitle,
      MESSAGES.pages.duplicateLink,
    ]);
  });
});
