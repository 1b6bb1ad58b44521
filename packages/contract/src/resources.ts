/**
 * The catalogue and content resources, each declared once (issue 12): name, API paths (the
 * specification's section 7, unchanged), screen routes, labels, messages, uniqueness rule and list
 * shape. The server registers its routes from this list, the web its screens and sidebar entries.
 *
 * No zod here, nor in anything this file imports: the public pages may read it without the schema
 * library. The schemas of each resource are in resource-schemas.ts.
 */
import { PAGE_SIZE } from './constants.ts';
import { LABELS } from './labels/index.ts';
import { MESSAGES } from './messages.ts';

/** The five endpoints every resource has; ids go in the path. */
export interface ResourceApi {
  list: string;
  /** One record, for its edit screen. */
  get: (id: string) => string;
  create: string;
  update: (id: string) => string;
  remove: (id: string) => string;
}

/** The list, add and edit screens of the back-office. */
export interface ResourceScreens {
  list: string;
  add: string;
  edit: string;
}

/**
 * How the records of a unique field compare: `any-case` (lower(field)), `value` (as a number, so
 * "3500" is "3500.00") or `exact`. The database's unique index `index` enforces the same rule, and
 * a save that loses a race on it gets `message` (409) like one the pre-check refused.
 */
export interface UniqueRule {
  field: string;
  compare: 'any-case' | 'value' | 'exact';
  index: string;
  message: string;
}

/** A plain array held whole by the client, or pages of `pageSize` searched on the server. */
export type ResourcePaging =
  | { kind: 'plain' }
  | { kind: 'server'; pageSize: number; listKey: string; search: true };

export interface ResourceDefinition<N extends string = string> {
  name: N;
  /** `catalogue`: one unique `name` field, served whole by the server's generic module. */
  kind: 'catalogue' | 'content';
  /** Its five endpoints, and any of its own (such as the pages' `byLink`). */
  api: ResourceApi & { byLink?: string };
  screens: ResourceScreens;
  /** Roles that may manage it; every signed-in role when empty (spec section 2). */
  roles: readonly ('admin' | 'approver' | 'staff')[];
  /** Its screens' texts (LABELS under its name) and its messages (MESSAGES under its name). */
  labels: { title: string; add: string; none: string };
  messages: object;
  /** The sidebar entry, in the order of RESOURCE_DEFINITIONS. */
  sidebar: { label: string; icon: string };
  /** The list is also open to the public (published records only). */
  publicList: boolean;
  unique: readonly UniqueRule[];
  /** The order of a list; a catalogue's is its unique field as it compares, then id. */
  paging: ResourcePaging;
}

/** A resource's paths under `/api/<segment>/`, with the spec's verbs (`fetchCompany`, ...). */
function resourceApi(segment: string, verbs: { one: string; update?: string; list?: string }): ResourceApi {
  const base = `/api/${segment}`;
  const list = `${base}/fetch${verbs.list ?? verbs.one}`;
  const update = verbs.update ?? `update${verbs.one}`;
  return {
    list,
    get: (id) => `${list}/${id}`,
    create: `${base}/add${verbs.one}`,
    update: (id) => `${base}/${update}/${id}`,
    remove: (id) => `${base}/delete${verbs.one}/${id}`,
  };
}

export const COMPANIES = {
  name: 'companies',
  kind: 'catalogue',
  api: resourceApi('company', { one: 'Company' }),
  screens: { list: '/company', add: '/addCompany', edit: '/editCompany' },
  roles: [],
  labels: LABELS.companies,
  messages: MESSAGES.companies,
  sidebar: { label: LABELS.sidebar.companies, icon: 'building' },
  publicList: false,
  unique: [
    {
      field: 'name',
      compare: 'any-case',
      index: 'companies_name_key',
      message: MESSAGES.companies.duplicate,
    },
  ],
  paging: { kind: 'plain' },
} as const satisfies ResourceDefinition<'companies'>;

export const DESIGNATIONS = {
  name: 'designations',
  kind: 'catalogue',
  api: resourceApi('designation', { one: 'Designation', update: 'editDesignation' }),
  screens: { list: '/designation', add: '/addDesignation', edit: '/editDesignation' },
  roles: [],
  labels: LABELS.designations,
  messages: MESSAGES.designations,
  sidebar: { label: LABELS.sidebar.designations, icon: 'briefcase' },
  publicList: false,
  unique: [
    {
      field: 'name',
      compare: 'any-case',
      index: 'designations_name_key',
      message: MESSAGES.designations.duplicate,
    },
  ],
  paging: { kind: 'server', pageSize: PAGE_SIZE.designations, listKey: 'designations', search: true },
} as const satisfies ResourceDefinition<'designations'>;

export const SALARIES = {
  name: 'salaries',
  kind: 'catalogue',
  api: resourceApi('salary', { one: 'Salary' }),
  screens: { list: '/salary', add: '/addNewSalary', edit: '/editSalary' },
  roles: [],
  labels: LABELS.salaries,
  messages: MESSAGES.salaries,
  sidebar: { label: LABELS.sidebar.salaries, icon: 'salary' },
  publicList: false,
  unique: [
    { field: 'name', compare: 'value', index: 'salaries_value_key', message: MESSAGES.salaries.duplicate },
  ],
  paging: { kind: 'plain' },
} as const satisfies ResourceDefinition<'salaries'>;

export const PAGES = {
  name: 'pages',
  kind: 'content',
  api: {
    ...resourceApi('page', { one: 'Page' }),
    /** Public: one published page by its link, e.g. `?link=/about-us`. */
    byLink: '/api/page/fetchPageByLink',
  },
  screens: { list: '/page', add: '/addNewPage', edit: '/editPage' },
  roles: [],
  labels: LABELS.pages,
  messages: MESSAGES.pages,
  sidebar: { label: LABELS.sidebar.pages, icon: 'page' },
  publicList: true,
  unique: [
    { field: 'title', compare: 'any-case', index: 'pages_title_key', message: MESSAGES.pages.duplicateTitle },
    { field: 'link', compare: 'exact', index: 'pages_link_key', message: MESSAGES.pages.duplicateLink },
  ],
  paging: { kind: 'plain' },
} as const satisfies ResourceDefinition<'pages'>;

export const SLIDERS = {
  name: 'sliders',
  kind: 'content',
  api: resourceApi('slider', { one: 'Slider' }),
  screens: { list: '/slider', add: '/addSliders', edit: '/editSlider' },
  roles: [],
  labels: LABELS.sliders,
  messages: MESSAGES.sliders,
  sidebar: { label: LABELS.sidebar.sliders, icon: 'image' },
  publicList: true,
  unique: [],
  paging: { kind: 'plain' },
} as const satisfies ResourceDefinition<'sliders'>;

/** Every catalogue and content resource, in the sidebar's (and the API document's) order. */
export const RESOURCE_DEFINITIONS = [COMPANIES, DESIGNATIONS, SALARIES, PAGES, SLIDERS] as const;

export type ResourceName = (typeof RESOURCE_DEFINITIONS)[number]['name'];
type CatalogueDefinitionOf<D> = D extends { kind: 'catalogue' } ? D : never;
/** The resources served by the server's generic catalogue module. */
export type CatalogueDefinition = CatalogueDefinitionOf<(typeof RESOURCE_DEFINITIONS)[number]>;
export type CatalogueName = CatalogueDefinition['name'];

export const CATALOGUE_DEFINITIONS = RESOURCE_DEFINITIONS.filter(
  (definition): definition is CatalogueDefinition => definition.kind === 'catalogue',
);

/** A resource's definition by name. */
export const RESOURCE_BY_NAME = Object.fromEntries(
  RESOURCE_DEFINITIONS.map((definition) => [definition.name, definition]),
) as { [D in (typeof RESOURCE_DEFINITIONS)[number] as D['name']]: D };
