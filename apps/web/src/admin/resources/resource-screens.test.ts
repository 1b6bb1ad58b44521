import { LABELS, MESSAGES, PAGE_SIZE, RESOURCE_DEFINITIONS, RESOURCE_SCHEMAS } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './registry';
import { resourceScreens } from './resource-screens';

describe('resourceScreens: what a screen config takes from the definition', () => {
  it.each(RESOURCE_DEFINITIONS)('$name: name, routes, schemas and list shape', (definition) => {
    const config = RESOURCES[definition.name];
    expect(config.name).toBe(definition.name);
    expect(config.routes).toBe(definition.screens);
    expect(config.schema).toBe(RESOURCE_SCHEMAS[definition.name].input);
    expect(config.recordSchema).toBe(RESOURCE_SCHEMAS[definition.name].record);
    const record = { _id: 'a', updatedAt: 'b' };
    const listKey = definition.paging.kind === 'server' ? definition.paging.listKey : undefined;
    const answer = listKey ? { [listKey]: [record], totalPages: 3 } : [record];
    expect(config.normaliseList(answer)).toEqual({ items: [record], totalPages: listKey ? 3 : 1 });
  });

  it('takes the labels and the JSON transport unless the module gives its own', () => {
    expect(RESOURCES.companies.labels).toBe(LABELS.companies);
    expect(RESOURCES.companies.transport).toBe('json');
    expect(RESOURCES.sliders.labels.none).toBe(MESSAGES.sliders.none);
    expect(RESOURCES.sliders.transport).toBe('multipart');
  });

  it('gives a server-paged list its search box only when the module names one', () => {
    const own = {
      columns: [],
      nameOf: () => '',
      fields: [],
      emptyValues: {},
      valuesOf: () => ({}),
      nameField: 'name',
      errorMessage: () => '',
    };
    expect(resourceScreens('designations', own).list).toEqual({
      paging: 'server',
      pageSize: PAGE_SIZE.designations,
    });
    const search = { label: 'Search', placeholder: 'name' };
    expect(resourceScreens('designations', { ...own, search }).list).toEqual({
      paging: 'server',
      pageSize: PAGE_SIZE.designations,
      search,
    });
    expect(resourceScreens('companies', own).list).toMatchObject({ paging: 'client' });
  });
});
