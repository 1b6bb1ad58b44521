import { RESOURCE_DEFINITIONS } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './registry';
import { RESOURCE_NAMES, RESOURCE_ROUTES } from './resource-routes';

describe('the resource registry, from the contract’s definitions', () => {
  it('has one module per definition, in the definitions’ order', () => {
    expect(RESOURCE_NAMES).toEqual(RESOURCE_DEFINITIONS.map((definition) => definition.name));
    expect(Object.keys(RESOURCES).sort()).toEqual([...RESOURCE_NAMES].sort());
  });

  it.each(RESOURCE_DEFINITIONS)('$name: the definition’s screens and list paging', (definition) => {
    const config = RESOURCES[definition.name];
    expect(config.name).toBe(definition.name);
    expect(config.routes).toEqual(definition.screens);
    expect(RESOURCE_ROUTES[definition.name]).toEqual(definition.screens);
    const paging = definition.paging;
    if (paging.kind === 'server')
      expect(config.list).toMatchObject({ paging: 'server', pageSize: paging.pageSize });
    else expect(config.list.paging).toBe('client');
  });
});
