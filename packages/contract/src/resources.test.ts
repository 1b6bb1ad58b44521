import { describe, expect, it } from 'vitest';
import { CATALOGUE_API, ROUTES } from './paths.ts';
import { RESOURCE_SCHEMAS } from './resource-schemas.ts';
import { CATALOGUE_DEFINITIONS, RESOURCE_DEFINITIONS } from './resources.ts';

describe('RESOURCE_DEFINITIONS', () => {
  it('keeps the specification’s paths and screens', () => {
    expect(
      RESOURCE_DEFINITIONS.map((d) => [
        d.api.list,
        d.api.create,
        d.api.update('x'),
        d.api.remove('x'),
        d.api.get('x'),
      ]),
    ).toEqual([
      [
        '/api/company/fetchCompany',
        '/api/company/addCompany',
        '/api/company/updateCompany/x',
        '/api/company/deleteCompany/x',
        '/api/company/fetchCompany/x',
      ],
      [
        '/api/designation/fetchDesignation',
        '/api/designation/addDesignation',
        '/api/designation/editDesignation/x',
        '/api/designation/deleteDesignation/x',
        '/api/designation/fetchDesignation/x',
      ],
      [
        '/api/salary/fetchSalary',
        '/api/salary/addSalary',
        '/api/salary/updateSalary/x',
        '/api/salary/deleteSalary/x',
        '/api/salary/fetchSalary/x',
      ],
      [
        '/api/page/fetchPage',
        '/api/page/addPage',
        '/api/page/updatePage/x',
        '/api/page/deletePage/x',
        '/api/page/fetchPage/x',
      ],
      [
        '/api/slider/fetchSlider',
        '/api/slider/addSlider',
        '/api/slider/updateSlider/x',
        '/api/slider/deleteSlider/x',
        '/api/slider/fetchSlider/x',
      ],
    ]);
    expect(CATALOGUE_API.pages.byLink).toBe('/api/page/fetchPageByLink');
    expect(RESOURCE_DEFINITIONS.map((d) => Object.values(d.screens))).toEqual([
      ['/company', '/addCompany', '/editCompany'],
      ['/designation', '/addDesignation', '/editDesignation'],
      ['/salary', '/addNewSalary', '/editSalary'],
      ['/page', '/addNewPage', '/editPage'],
      ['/slider', '/addSliders', '/editSlider'],
    ]);
    expect(ROUTES.addSalary).toBe('/addNewSalary');
  });

  it('gives every definition its schemas, and a paged list a query schema', () => {
    expect(Object.keys(RESOURCE_SCHEMAS)).toEqual(RESOURCE_DEFINITIONS.map((d) => d.name));
    for (const definition of RESOURCE_DEFINITIONS)
      expect('listQuery' in RESOURCE_SCHEMAS[definition.name]).toBe(definition.paging.kind === 'server');
  });

  it('gives each catalogue one unique name rule', () => {
    expect(CATALOGUE_DEFINITIONS.map((d) => d.name)).toEqual(['companies', 'designations', 'salaries']);
    for (const definition of CATALOGUE_DEFINITIONS)
      expect(definition.unique.map((rule) => rule.field)).toEqual(['name']);
  });
});
