/**
 * The catalogue and content resources, each declared once: name, API paths (the
 * specification's section 7, unchanged), screen routes, labels, messages, uniqueness rule and list
 * shape, all written in its definition. The server registers its routes from this list, the web its
 * screens and sidebar entries; CATALOGUE_API, ROUTES, LABELS and MESSAGES read their entries for
 * these resources from it (`byResource`, `resourceRoutes`).
 *
 * No zod here, nor in anything this file imports: the public pages may read it without the schema
 * library. The schemas of each resource are in resource-schemas.ts.
 */
import { CATALOGUE_NAME_MAX, NAME_MIN, PAGE_SIZE } from './constants.ts';
import { type CrudLabels, capitalize, crudLabels } from './labels/crud-labels.ts';

/** The five endpoints every resource has; ids go in the path. */
export interface ResourceApi {
  list: string;
  /** One record, for its edit screen. */
  get: (id: string) => string;
  create: string;
  update: (id: string) => string;
  remove: (id: string) => string;
  /** Every version of one record, newest first (RecordVersionsSchema). */
  versions: (id: string) => string;
  /** One record as it was at a version (recordAtVersionSchema). */
  version: (id: string, version: number | string) => string;
  /** A record brought back to a version, as a new version (If-Match: the version loaded). */
  restoreVersion: (id: string, version: number | string) => string;
  /** Admins: its records in Recently deleted, paged (DeletedRecordListSchema). */
  deleted: string;
  /** Admins: a record back from Recently deleted, as it was. */
  restoreDeleted: (id: string) => string;
  /** Admins: a record in Recently deleted gone for good, with its files and history. */
  purgeDeleted: (id: string) => string;
}

/** The list, add and edit screens of the back-office. */
export interface ResourceScreens {
  list: string;
  add: string;
  edit: string;
}

/**
 * How the records of a unique field compare: `any-case` (lower(field)) or `exact`. The database's
 * unique index `index` enforces the same rule, and a save that loses a race on it gets `message`
 * (409) like one the pre-check refused.
 */
export interface UniqueRule {
  field: string;
  compare: 'any-case' | 'exact';
  index: string;
  message: string;
}

/** The length message of a catalogue's names: 3 to 100 characters (CATALOGUE_NAME_MAX). */
const catalogueNameLength = (what: string) =>
  `${what} must be between ${NAME_MIN} and ${CATALOGUE_NAME_MAX} characters long.`;

/** A plain array held whole by the client, or pages of `pageSize` searched on the server. */
export type ResourcePaging =
  | { kind: 'plain' }
  | { kind: 'server'; pageSize: number; listKey: string; search: true };

export interface ResourceDefinition<N extends string = string> {
  name: N;
  /** One record in words, lower case ("company"): its screens' texts, its ROUTES keys (addCompany). */
  singular: string;
  /** `catalogue`: one unique `name` field, served whole by the server's generic module. */
  kind: 'catalogue' | 'content';
  /** Its five endpoints, and any of its own (such as the pages' `byLink`). */
  api: ResourceApi & { byLink?: string };
  screens: ResourceScreens;
  /** Roles that may manage it; every signed-in role when empty (spec section 2). */
  roles: readonly ('admin' | 'approver' | 'staff')[];
  /** Its screens' texts (`LABELS.<name>`): crudLabels(singular, name) and its own. */
  labels: CrudLabels;
  /** Its messages (`MESSAGES.<name>`), verbatim from the specification where it gives them. */
  messages: Readonly<Record<string, unknown>>;
  /** The sidebar entry, in the order of RESOURCE_DEFINITIONS. */
  sidebar: { label: string; icon: string };
  /** What its endpoints are for: its tag's description in the OpenAPI document. */
  apiDescription: string;
  /** The list is also open to the public (published records only). */
  publicList: boolean;
  unique: readonly UniqueRule[];
  /** The order of a list; a catalogue's is its unique field as it compares, then id. */
  paging: ResourcePaging;
}

/** A definition as written: only its own labels, and each unique rule naming its message's key. */
type ResourceDraft = Omit<ResourceDefinition, 'labels' | 'unique'> & {
  labels: object;
  unique: readonly (Omit<UniqueRule, 'message'> & { message: string })[];
};

/** Each rule of a tuple with its message key replaced by the message. */
type WithMessages<Rules extends readonly unknown[]> = {
  readonly [K in keyof Rules]: Omit<Rules[K], 'message'> & { message: string };
};

type Defined<D extends ResourceDraft> = Omit<D, 'labels' | 'unique'> & {
  labels: CrudLabels & D['labels'];
  unique: WithMessages<D['unique']>;
};

/** A definition with the shared labels added and its unique rules' messages looked up. */
function defineResource<const D extends ResourceDraft>(
  draft: D & { unique: readonly (Omit<UniqueRule, 'message'> & { message: keyof D['messages'] & string })[] },
): Defined<D> {
  return {
    ...draft,
    labels: { ...crudLabels(draft.singular, draft.name), ...draft.labels },
    unique: draft.unique.map((rule) => ({ ...rule, message: draft.messages[rule.message] as string })),
  } as unknown as Defined<D>;
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
    versions: (id) => `${base}/fetch${verbs.one}Versions/${id}`,
    version: (id, version) => `${base}/fetch${verbs.one}Version/${id}/${version}`,
    restoreVersion: (id, version) => `${base}/restore${verbs.one}Version/${id}/${version}`,
    deleted: `${base}/fetchDeleted${pluralOf(verbs.one)}`,
    restoreDeleted: (id) => `${base}/restoreDeleted${verbs.one}/${id}`,
    purgeDeleted: (id) => `${base}/purgeDeleted${verbs.one}/${id}`,
  };
}

/** "Company" -> "Companies", "Page" -> "Pages": the resources' names in the plural. */
const pluralOf = (one: string) => (one.endsWith('y') ? `${one.slice(0, -1)}ies` : `${one}s`);

/** What the catalogues have in common: staff's lists of names, held whole by the client. */
const CATALOGUE = { kind: 'catalogue', roles: [], publicList: false, paging: { kind: 'plain' } } as const;
/** What the content resources have in common: the public also lists their published records. */
const CONTENT = { kind: 'content', roles: [], publicList: true, paging: { kind: 'plain' } } as const;

export const COMPANIES = defineResource({
  ...CATALOGUE,
  name: 'companies',
  singular: 'company',
  api: resourceApi('company', { one: 'Company' }),
  screens: { list: '/company', add: '/addCompany', edit: '/editCompany' },
  labels: { name: 'Company name' },
  messages: {
    fetchError: 'Error fetching companies. Please try again.',
    deleteError: 'Error deleting company. Please try again.',
    updateError: 'Error updating company. Please try again.',
    nameLength: catalogueNameLength('Company name'),
    duplicate: 'A company with this name already exists.',
  },
  sidebar: { label: 'Company', icon: 'building' },
  apiDescription: 'Employers offered on the application form.',
  unique: [{ field: 'name', compare: 'any-case', index: 'companies_name_key', message: 'duplicate' }],
});

export const DESIGNATIONS = defineResource({
  ...CATALOGUE,
  name: 'designations',
  singular: 'designation',
  api: resourceApi('designation', { one: 'Designation', update: 'editDesignation' }),
  screens: { list: '/designation', add: '/addDesignation', edit: '/editDesignation' },
  labels: {
    name: 'Designation name',
    searchLabel: 'Search designations by name',
    searchPlaceholder: 'Designation search',
    /** Completes MESSAGES.designations.requestError when the request could not be sent at all. */
    requestProblem: 'the request could not be prepared.',
  },
  messages: {
    serverError: (message: string) => `Error: ${message}`,
    noResponse: 'No response received from the server.',
    requestError: (message: string) => `Request error: ${message}`,
    addFailed: 'Failed to add designation',
    updateFailed: 'Failed to update designation',
    deleteFailed: 'Failed to delete designation',
    addError: 'Error adding designation. Please try again.',
    updateError: 'Error updating designation. Please try again.',
    deleteError: 'Error deleting designation. Please try again.',
    nameLength: catalogueNameLength('Designation name'),
    duplicate: 'A designation with this name already exists.',
  },
  sidebar: { label: 'Designation', icon: 'briefcase' },
  apiDescription: 'Job titles offered on the application form.',
  unique: [{ field: 'name', compare: 'any-case', index: 'designations_name_key', message: 'duplicate' }],
  paging: { kind: 'server', pageSize: PAGE_SIZE.designations, listKey: 'designations', search: true },
});

export const SALARIES = defineResource({
  ...CATALOGUE,
  name: 'salaries',
  singular: 'salary',
  api: resourceApi('salary', { one: 'Salary' }),
  screens: { list: '/salary', add: '/addNewSalary', edit: '/editSalary' },
  labels: {
    searchLabel: 'Search salaries',
    name: 'Salary',
    column: 'SALARY',
    amount: 'Amount',
    amountHint: 'A positive number, for example 3200 or 3,200.50.',
    currency: 'Currency',
    period: 'Paid per',
    /** The period as the form offers it. */
    periods: { hour: 'Hour', day: 'Day', week: 'Week', month: 'Month', year: 'Year' },
  },
  messages: {
    positive: 'Salary name must be a positive number.',
    tooPrecise: 'Salary can have at most two decimal places.',
    currency: 'Please choose the currency of the salary.',
    period: 'Please choose whether the salary is paid per hour, day, week, month or year.',
    addFailed: 'Failed to add salary record.',
    duplicate: 'This salary already exists.',
  },
  sidebar: { label: 'Salary', icon: 'salary' },
  apiDescription:
    'Salaries offered on the application form: an amount, its currency and how often it is paid.',
  // `name` is the text the record is listed by and an application keeps ("CAD 3,200 / month"),
  // made from the amount, currency and period, so one text is one salary.
  unique: [{ field: 'name', compare: 'exact', index: 'salaries_name_key', message: 'duplicate' }],
});

export const PAGES = defineResource({
  ...CONTENT,
  name: 'pages',
  singular: 'page',
  api: {
    ...resourceApi('page', { one: 'Page' }),
    /** Public: one published page by its link, e.g. `?link=/about-us`. */
    byLink: '/api/page/fetchPageByLink',
  },
  screens: { list: '/page', add: '/addNewPage', edit: '/editPage' },
  labels: {
    columns: { title: 'TITLE', published: 'PUBLISHED', shownOnNavbar: 'SHOWN ON NAVBAR', link: 'LINK' },
    fields: {
      title: 'Title',
      content: 'Content',
      link: 'Link',
      status: 'Status',
      shownOnNavbar: 'Show on navbar',
    },
    contentHint: 'Markdown: # headings, **bold**, lists with -, links as [text](https://...).',
    linkHint: 'The address of the page on the site, such as /about-us.',
    shownOnNavbarHint: 'Published pages with this ticked appear in the site navigation.',
  },
  messages: {
    titleOrContentLength: 'Title or Content must be between 3 and 31 characters long.',
    contentTooLong: 'Content must be at most 50,000 characters long.',
    linkInvalid:
      'Link must be a path such as /about-us: lower-case letters, digits and hyphens, starting with /.',
    linkReserved: 'This link is already used by the site itself. Please choose another, such as /about-us.',
    invalidStatus: 'Status must be Published or Unpublished.',
    statusMismatch: 'Status and published do not agree.',
    invalidFlag: 'Published and shown on navbar must be true or false.',
    duplicateTitle: 'A page with this title already exists.',
    duplicateLink: 'A page with this link already exists.',
  },
  sidebar: { label: 'Page', icon: 'page' },
  apiDescription: 'Content pages (Markdown); the public reads published ones.',
  unique: [
    { field: 'title', compare: 'any-case', index: 'pages_title_key', message: 'duplicateTitle' },
    { field: 'link', compare: 'exact', index: 'pages_link_key', message: 'duplicateLink' },
  ],
});

export const SLIDERS = defineResource({
  ...CONTENT,
  name: 'sliders',
  singular: 'slider',
  api: resourceApi('slider', { one: 'Slider' }),
  screens: { list: '/slider', add: '/addSliders', edit: '/editSlider' },
  labels: {
    columns: { thumbnail: 'THUMBNAIL', title: 'TITLE', status: 'STATUS' },
    fields: {
      thumbnail: 'Slide title',
      title: 'Slide content',
      status: 'Status',
      image: 'Image',
    },
    imageHint: (megabytes: number) => `JPEG, PNG or WebP, up to ${megabytes} MB.`,
    imageHintEdit: (megabytes: number) =>
      `Optional: choose a new JPEG, PNG or WebP (up to ${megabytes} MB) to replace the current image.`,
    imagePreview: 'Preview of the chosen image',
    currentImage: 'Current image',
    imageAlt: (title: string) => `Slide image: ${title}`,
  },
  messages: {
    none: 'No sliders available',
    thumbnailLength: 'Slide title must be between 3 and 31 characters long.',
    titleLength: 'Slide content must be between 3 and 200 characters long.',
    invalidStatus: 'Status must be Published or Unpublished.',
    imageRequired: 'Please choose an image for the slide.',
    invalidFileType: 'Invalid file type. Only JPEG, JPG, PNG and WebP are allowed.',
    fileTooLarge: 'File size exceeds the limit of 5 MB.',
  },
  sidebar: { label: 'Slider', icon: 'image' },
  apiDescription: 'Homepage slides; the public reads published ones.',
  unique: [],
});

/** Every catalogue and content resource, in the sidebar's (and the API document's) order. */
export const RESOURCE_DEFINITIONS = [
  COMPANIES,
  DESIGNATIONS,
  SALARIES,
  PAGES,
  SLIDERS,
] as const satisfies readonly ResourceDefinition[];

type AnyDefinition = (typeof RESOURCE_DEFINITIONS)[number];
export type ResourceName = AnyDefinition['name'];
type CatalogueDefinitionOf<D> = D extends { kind: 'catalogue' } ? D : never;
/** The resources served by the server's generic catalogue module. */
export type CatalogueDefinition = CatalogueDefinitionOf<AnyDefinition>;
export type CatalogueName = CatalogueDefinition['name'];

export const CATALOGUE_DEFINITIONS = RESOURCE_DEFINITIONS.filter(
  (definition): definition is CatalogueDefinition => definition.kind === 'catalogue',
);

/** A resource's definition by name. */
export const RESOURCE_BY_NAME = Object.fromEntries(
  RESOURCE_DEFINITIONS.map((definition) => [definition.name, definition]),
) as { [D in AnyDefinition as D['name']]: D };

/**
 * One part of every definition under the resource's name, e.g. `byResource('messages')` for
 * MESSAGES, `byResource('api')` for CATALOGUE_API.
 */
export function byResource<K extends keyof AnyDefinition>(part: K) {
  return Object.fromEntries(
    RESOURCE_DEFINITIONS.map((definition) => [definition.name, definition[part]]),
  ) as {
    [D in AnyDefinition as D['name']]: D[K];
  };
}

type ScreenRoutes<D> = D extends AnyDefinition
  ? { [K in D['name']]: D['screens']['list'] } & {
      [K in `add${Capitalize<D['singular']>}`]: D['screens']['add'];
    } & { [K in `edit${Capitalize<D['singular']>}`]: D['screens']['edit'] }
  : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** The ROUTES entries of every resource: `companies` (its list), `addCompany`, `editCompany`. */
export function resourceRoutes() {
  return Object.fromEntries(
    RESOURCE_DEFINITIONS.flatMap(({ name, singular, screens }) => [
      [name, screens.list],
      [`add${capitalize(singular)}`, screens.add],
      [`edit${capitalize(singular)}`, screens.edit],
    ]),
  ) as UnionToIntersection<ScreenRoutes<AnyDefinition>>;
}
