import { LABELS, RESOURCE_BY_NAME, RESOURCE_SCHEMAS, type ResourceName } from '@visadesk/contract';
import type { z } from 'zod';
import { CLIENT_PAGE_SIZE, pagedList, plainList } from './list-shape';
import type { ResourceConfig } from './resource-config';

/** One record of a resource, as its contract schema reads it. */
export type RecordOf<N extends ResourceName> = z.infer<(typeof RESOURCE_SCHEMAS)[N]['record']>;

/** What follows from a resource's definition and schemas, and is not written in its module. */
type Derived =
  | 'name'
  | 'routes'
  | 'labels'
  | 'list'
  | 'normaliseList'
  | 'recordSchema'
  | 'schema'
  | 'transport';

/**
 * What a resource's screens module writes: its columns, form fields and messages. Its labels and
 * transport may be given to change the definition's, and a list its search box.
 */
export type OwnScreens<T extends RecordOf<ResourceName>> = Omit<ResourceConfig<T>, Derived> &
  Partial<Pick<ResourceConfig<T>, 'labels' | 'transport'>> & {
    search?: { label: string; placeholder: string };
  };

/**
 * A resource's screen config: name, routes, labels, list paging and shape, and the contract's
 * schemas from its definition; the rest from its module.
 */
export function resourceScreens<N extends ResourceName>(
  name: N,
  { search, ...own }: OwnScreens<RecordOf<N>>,
): ResourceConfig<RecordOf<N>> {
  const definition = RESOURCE_BY_NAME[name];
  const schemas = RESOURCE_SCHEMAS[name];
  const paging = definition.paging;
  return {
    name,
    routes: definition.screens,
    labels: definition.labels,
    ...(paging.kind === 'server'
      ? {
          list: { paging: 'server', pageSize: paging.pageSize, ...(search ? { search } : {}) },
          normaliseList: pagedList(paging.listKey),
        }
      : {
          list: { paging: 'client', pageSize: CLIENT_PAGE_SIZE, ...(search ? { search } : {}) },
          normaliseList: plainList,
        }),
    recordSchema: schemas.record as unknown as z.ZodType<RecordOf<N>>,
    schema: schemas.input,
    transport: 'json',
    ...own,
  };
}

/** The columns and form of a resource that is only a name (companies, designations). */
export function nameOnlyScreens<T extends RecordOf<ResourceName> & { name: string }>(
  label: string,
): Pick<ResourceConfig<T>, 'columns' | 'nameOf' | 'fields' | 'emptyValues' | 'valuesOf' | 'nameField'> {
  return {
    columns: [{ header: LABELS.resources.columns.name, cell: (record) => record.name }],
    nameOf: (record) => record.name,
    fields: [{ kind: 'text', name: 'name', label }],
    emptyValues: { name: '' },
    valuesOf: (record) => ({ name: record.name }),
    nameField: 'name',
  };
}
