import {
  AcceptInvitationSchema,
  API,
  APPLICATION_API,
  APPLICATION_FIELD_LABELS,
  ApplicationEditFieldsSchema,
  ApplicationExportQuerySchema,
  ApplicationFieldsSchema,
  ApplicationListQuerySchema,
  AssignApplicationBodySchema,
  AUDIT_API,
  AuditQuerySchema,
  BulkApplicationsBodySchema,
  CASE_OFFICE_MESSAGES,
  CATALOGUE_API,
  CompanyInputSchema,
  ConfirmFactorSchema,
  CreateUserSchema,
  DEADLINE_FIELDS,
  DEFAULT_REJECTION_REASONS,
  DEFAULT_SETTINGS,
  DesignationInputSchema,
  DesignationListQuerySchema,
  DocumentCodeCheckSchema,
  DocumentCodeRequestSchema,
  EnquiryQuerySchema,
  EXPIRING_WITHIN,
  InvitationTicketSchema,
  InviteUserSchema,
  LoginSchema,
  MailServerInputSchema,
  MESSAGES,
  NewPasswordStepSchema,
  NoteBodySchema,
  OpenUploadLinkSchema,
  OUTBOX_API,
  PASSKEY_API,
  PASSPORT_SCAN_PATH,
  PageByLinkQuerySchema,
  PageInputSchema,
  PasskeyLoginOptionsBodySchema,
  PasskeyLoginSchema,
  PasskeyNameSchema,
  PasskeyRegisterSchema,
  PasskeyRegistrationOptionsBodySchema,
  ProfileSchema,
  RESOURCE_DEFINITIONS,
  RefreshBodySchema,
  RejectBodySchema,
  SalaryInputSchema,
  SettingsInputSchema,
  SliderFieldsSchema,
  TestMailInputSchema,
  TwoFactorEnableSchema,
  TwoFactorLoginSchema,
  TwoFactorSetupBodySchema,
  textFields,
  UPLOAD_API,
  UpdateUserSchema,
} from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm } from '@visadesk/test-harness';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TEST_PASSWORD, uniqueTag, useTestApp } from './test/test-app.ts';

/*
 * Text PostgreSQL cannot store (a NUL byte, a lone UTF-16 surrogate) and text far too long, sent in
 * every text field of every route that takes input: each is refused with 400 and the field's
 * message, never a 500. The fields come from each route's contract schema, so a new field is
 * covered without being listed; a new route taking input fails the completeness test below until
 * it is added to ROUTES.
 */

type Sent = 'json' | 'query' | 'multipart';
type Route = {
  method: 'GET' | 'POST' | 'PUT';
  /** The OpenAPI path, as the server names the route. */
  path: string;
  sent: Sent;
  schema: z.ZodType;
  isPublic?: boolean;
  /** An input the route accepts, so that only the bad field is wrong. */
  valid: () => Input;
  /** The status a refused value answers, when it is not 400 (see the route's note). */
  refusedStatus?: number;
};

const t = useTestApp();
const admin = t.signedIn('admin', { name: 'Ada Admin' });
const ids: Record<string, string> = {};
let photo: Buffer;

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const withId = (url: (id: string) => string, kind: string) => ({
  path: openApiPath(url(':id')),
  url: () => url(ids[kind] as string),
});

/** A resource's add and save routes, which take the same fields; `kind` names the record saved. */
const addAndSave = (
  api: { create: string; update: (id: string) => string },
  kind: string,
  fields: Omit<Route, 'method' | 'path'>,
) => [
  { method: 'POST' as const, path: api.create, ...fields },
  { method: 'PUT' as const, ...withId(api.update, kind), ...fields },
];

type Input = Record<string, unknown>;

/** Passkeys: answers well-formed for the contract (the signature check comes after it). */
function passkeyRoutes(): (Route & { url?: () => string })[] {
  const credential = { id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key' };
  const registration = { ...credential, response: { clientDataJSON: 'e30', attestationObject: 'oA' } };
  const assertion = {
    ...credential,
    response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', userHandle: 'dQ' },
  };
  return [
    {
      method: 'POST',
      path: PASSKEY_API.register,
      sent: 'json',
      schema: PasskeyRegisterSchema,
      valid: () => ({ name: 'Work laptop', response: registration }),
    },
    {
      method: 'POST',
      path: PASSKEY_API.registrationOptions,
      sent: 'json',
      schema: PasskeyRegistrationOptionsBodySchema,
      valid: () => ({}),
    },
    {
      method: 'PUT',
      path: openApiPath(PASSKEY_API.one(':id')),
      url: () => PASSKEY_API.one('Y3JlZA'),
      sent: 'json',
      schema: PasskeyNameSchema,
      valid: () => ({ name: 'Work laptop' }),
    },
    {
      method: 'POST',
      path: PASSKEY_API.loginOptions,
      sent: 'json',
      schema: PasskeyLoginOptionsBodySchema,
      isPublic: true,
      valid: () => ({ ticket: 'not-a-ticket' }),
    },
    {
      method: 'POST',
      path: PASSKEY_API.login,
      sent: 'json',
      schema: PasskeyLoginSchema,
      isPublic: true,
      valid: () => ({ response: assertion }),
    },
  ];
}

const settingsInput = (): Input => {
  const { updatedAt: _, ...rest } = DEFAULT_SETTINGS;
  return { ...rest, social: { facebook: 'https://facebook.com/visadesk' } };
};

/** A copy of `input` with the value at a dotted path replaced (`name[]`: a list of that one value). */
function withValue(input: Input, path: string, value: string): Input {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0 && head.endsWith('[]')) return { ...input, [head.slice(0, -2)]: [value] };
  if (rest.length === 0) return { ...input, [head]: value };
  return { ...input, [head]: withValue((input[head] as Input | undefined) ?? {}, rest.join('.'), value) };
}

/** Each text field of a schema by its dotted path. */
const textPaths = (schema: z.ZodType) => [...new Set(textFields(schema).map((field) => field.path))];

const ROUTES: (Route & { url?: () => string })[] = [
  {
    method: 'POST',
    path: API.users.login,
    sent: 'json',
    schema: LoginSchema,
    isPublic: true,
    valid: () => ({ email: `nobody-${uniqueTag()}@example.test`, password: TEST_PASSWORD }),
  },
  {
    method: 'POST',
    path: API.users.refresh,
    sent: 'json',
    schema: RefreshBodySchema,
    isPublic: true,
    valid: () => ({ refreshToken: 'not-a-token' }),
  },
  {
    method: 'POST',
    path: API.users.logout,
    sent: 'json',
    schema: RefreshBodySchema,
    isPublic: true,
    valid: () => ({ refreshToken: 'not-a-token' }),
  },
  {
    method: 'POST',
    path: API.users.loginTwoFactor,
    sent: 'json',
    schema: TwoFactorLoginSchema,
    isPublic: true,
    valid: () => ({ ticket: 'not-a-ticket', code: '123456' }),
  },
  {
    method: 'POST',
    path: API.users.loginNewPassword,
    sent: 'json',
    schema: NewPasswordStepSchema,
    isPublic: true,
    valid: () => ({ ticket: 'not-a-ticket', password: TEST_PASSWORD }),
  },
  {
    method: 'POST',
    path: API.users.invitation,
    sent: 'json',
    schema: InvitationTicketSchema,
    isPublic: true,
    valid: () => ({ ticket: 'not-a-ticket' }),
  },
  {
    method: 'POST',
    path: API.users.acceptInvitation,
    sent: 'json',
    schema: AcceptInvitationSchema,
    isPublic: true,
    valid: () => ({ ticket: 'not-a-ticket', password: TEST_PASSWORD }),
  },
  {
    method: 'POST',
    path: API.users.invite,
    sent: 'json',
    schema: InviteUserSchema,
    valid: () => ({ name: 'Nora Field', email: `nora-${uniqueTag()}@example.test` }),
  },
  {
    method: 'POST',
    path: API.users.twoFactorSetup,
    sent: 'json',
    schema: TwoFactorSetupBodySchema,
    valid: () => ({}),
  },
  {
    method: 'POST',
    path: API.users.twoFactorEnable,
    sent: 'json',
    schema: TwoFactorEnableSchema,
    valid: () => ({ code: '123456' }),
  },
  ...[API.users.twoFactorDisable, API.users.recoveryCodes].map((path) => ({
    method: 'POST' as const,
    path,
    sent: 'json' as const,
    schema: ConfirmFactorSchema,
    valid: () => ({ password: TEST_PASSWORD }),
  })),
  ...passkeyRoutes(),
  {
    method: 'POST',
    path: API.users.create,
    sent: 'json',
    schema: CreateUserSchema,
    valid: () => ({ name: 'Nora Field', email: `nora-${uniqueTag()}@example.test`, password: TEST_PASSWORD }),
  },
  {
    method: 'PUT',
    ...withId(API.users.update, 'user'),
    sent: 'json',
    schema: UpdateUserSchema,
    valid: () => ({ name: 'Nora Field', email: `nora-${uniqueTag()}@example.test` }),
  },
  {
    method: 'POST',
    path: API.users.profile,
    sent: 'json',
    schema: ProfileSchema,
    valid: () => ({
      name: 'Ada Admin',
      currentPassword: TEST_PASSWORD,
      password: 'a-new-password-1',
      confirmPassword: 'a-new-password-1',
    }),
  },
  {
    method: 'GET',
    path: APPLICATION_API.list,
    sent: 'query',
    schema: ApplicationListQuerySchema,
    valid: () => ({ search: 'okafor' }),
  },
  {
    method: 'GET',
    path: APPLICATION_API.export,
    sent: 'query',
    schema: ApplicationExportQuerySchema,
    valid: () => ({ format: 'csv', search: 'okafor' }),
  },
  ...[AUDIT_API.list, AUDIT_API.export].map((path) => ({
    method: 'GET' as const,
    path,
    sent: 'query' as const,
    schema: AuditQuerySchema,
    valid: () => ({ action: 'sign-in', outcome: 'failure', from: '2020-01-01', to: '2020-01-31' }),
  })),
  {
    method: 'GET',
    path: APPLICATION_API.enquiry,
    sent: 'query',
    schema: EnquiryQuerySchema,
    isPublic: true,
    valid: () => ({ search: 'A1234567', search1: 'NG', search2: '1990-04-12' }),
  },
  {
    method: 'POST',
    path: APPLICATION_API.documentCode,
    sent: 'json',
    schema: DocumentCodeRequestSchema,
    isPublic: true,
    valid: () => ({ ticket: 'a-ticket' }),
  },
  {
    method: 'POST',
    path: APPLICATION_API.documentCodeCheck,
    sent: 'json',
    schema: DocumentCodeCheckSchema,
    isPublic: true,
    valid: () => ({ ticket: 'a-ticket', code: '123456' }),
  },
  {
    method: 'POST',
    path: APPLICATION_API.create,
    sent: 'multipart',
    schema: ApplicationFieldsSchema,
    valid: () => applicantFields(),
  },
  {
    method: 'PUT',
    ...withId(APPLICATION_API.update, 'application'),
    sent: 'multipart',
    schema: ApplicationEditFieldsSchema,
    valid: () => applicantFields(),
  },
  {
    method: 'POST',
    ...withId(APPLICATION_API.assign, 'application'),
    sent: 'json',
    schema: AssignApplicationBodySchema,
    valid: () => ({ assignedTo: null }),
  },
  {
    method: 'POST',
    path: UPLOAD_API.open,
    sent: 'json',
    schema: OpenUploadLinkSchema,
    isPublic: true,
    valid: () => ({ token: 'not-a-token', dob: '1990-04-12' }),
  },
  {
    method: 'POST',
    ...withId(APPLICATION_API.addNote, 'application'),
    sent: 'json',
    schema: NoteBodySchema,
    valid: () => ({ body: 'Called the employer.' }),
  },
  {
    method: 'PUT',
    path: openApiPath(APPLICATION_API.updateNote(':id', ':noteId')),
    url: () => APPLICATION_API.updateNote(ids.application as string, ids.note as string),
    sent: 'json',
    schema: NoteBodySchema,
    valid: () => ({ body: 'Called the employer twice.' }),
  },
  ...(['companies', 'designations', 'salaries'] as const).flatMap((kind) => {
    const api = CATALOGUE_API[kind];
    const schema = {
      companies: CompanyInputSchema,
      designations: DesignationInputSchema,
      salaries: SalaryInputSchema,
    }[kind];
    const valid = () =>
      kind === 'salaries'
        ? { amount: `${1000 + Math.floor(Math.random() * 9000)}`, currency: 'CAD', period: 'month' }
        : { name: `Name ${uniqueTag()}` };
    return addAndSave(api, kind, { sent: 'json', schema, valid });
  }),
  {
    method: 'GET',
    path: CATALOGUE_API.designations.list,
    sent: 'query',
    schema: DesignationListQuerySchema,
    valid: () => ({ search: 'elec' }),
  },
  ...addAndSave(CATALOGUE_API.pages, 'page', {
    sent: 'json',
    schema: PageInputSchema,
    valid: () => ({ title: `Page ${uniqueTag()}`, content: 'Some content.', link: `/page-${uniqueTag()}` }),
  }),
  {
    method: 'GET',
    path: CATALOGUE_API.pages.byLink,
    sent: 'query',
    schema: PageByLinkQuerySchema,
    isPublic: true,
    valid: () => ({ link: '/about-us' }),
    // A page's address, not a form field: an impossible link is a page that does not exist,
    // as a 300-character one is.
    refusedStatus: 404,
  },
  ...addAndSave(CATALOGUE_API.sliders, 'slider', {
    sent: 'multipart',
    schema: SliderFieldsSchema,
    valid: () => ({ thumbnail: 'Work in Canada', title: 'Skilled trades wanted this season.' }),
  }),
  {
    method: 'POST',
    path: APPLICATION_API.bulk,
    sent: 'json',
    schema: BulkApplicationsBodySchema,
    valid: () => ({ action: 'assign', assignedTo: null, ids: [ids.application] }),
  },
  {
    method: 'PUT',
    ...withId(APPLICATION_API.reject, 'application'),
    sent: 'json',
    schema: RejectBodySchema,
    valid: () => ({ reason: DEFAULT_REJECTION_REASONS[0], note: 'Please renew the passport.', shared: true }),
  },
  {
    method: 'PUT',
    path: CATALOGUE_API.settings.update,
    sent: 'json',
    schema: SettingsInputSchema,
    valid: settingsInput,
  },
  {
    method: 'POST',
    path: CATALOGUE_API.settings.testMail,
    sent: 'json',
    schema: TestMailInputSchema,
    valid: () => ({ to: 'office@example.test' }),
  },
  {
    method: 'PUT',
    path: CATALOGUE_API.settings.updateMailServer,
    sent: 'json',
    schema: MailServerInputSchema,
    valid: () => ({
      host: 'smtp.example.test',
      port: 587,
      security: 'starttls',
      user: 'office@example.test',
      password: 'app password',
      fromAddress: 'office@example.test',
    }),
  },
];

/** Routes that take a query or a body but no text of the contract's: why each is safe. */
const EXEMPT: Record<string, string> = {
  // Signed URLs: every query value is covered by the signature, so a changed one answers 403
  // before anything is read.
  'GET /api/files/{key}': 'signed URL',
  // Multipart with files only: text fields are ignored.
  [`PUT ${openApiPath(APPLICATION_API.documents(':id'))}`]: 'files only',
  [`PUT ${openApiPath(APPLICATION_API.document(':id', ':slot'))}`]: 'files only',
  // The applicant's file only: the link's token and date of birth come in headers (upload-links.test.ts).
  [`PUT ${openApiPath(UPLOAD_API.file(':slot'))}`]: 'files only',
  // Slot names only, each one of the twelve: anything else answers 400 (upload-links.test.ts).
  [`POST ${openApiPath(APPLICATION_API.createUploadLink(':id'))}`]: 'slot names only',
  // Closes a link: no body.
  [`POST ${openApiPath(APPLICATION_API.revokeUploadLink(':id', ':linkId'))}`]: 'no body',
  [`POST ${PASSPORT_SCAN_PATH}`]: 'a file only; nothing is stored',
  // No body at all.
  [`PUT ${openApiPath(APPLICATION_API.pending(':id'))}`]: 'no body',
  [`PUT ${openApiPath(APPLICATION_API.approve(':id'))}`]: 'no body',
  [`POST ${API.users.logoutOthers}`]: 'no body',
  // A boolean only: anything else answers 400 (mail/deadline-digest.test.ts tries NUL and 1 MB).
  [`POST ${API.users.digest}`]: 'boolean only',
  [`POST ${API.users.calendarFeed}`]: 'no body',
  [`POST ${openApiPath(API.users.resetTwoFactor(':id'))}`]: 'no body',
  [`POST ${openApiPath(API.users.disable(':id'))}`]: 'no body',
  [`POST ${openApiPath(API.users.resendInvitation(':id'))}`]: 'no body',
  [`POST ${openApiPath(API.users.enable(':id'))}`]: 'no body',
  [`POST ${openApiPath(OUTBOX_API.resend(':id'))}`]: 'no body',
  [`POST ${openApiPath(OUTBOX_API.cancel(':id'))}`]: 'no body',
  // Page and size only: numbers, and anything else falls back to the first page and its size.
  [`GET ${OUTBOX_API.list}`]: 'numbers only',
  // Recently deleted: lists paged by numbers only, restores with no body; so are a version's.
  ...Object.fromEntries(
    [APPLICATION_API, ...RESOURCE_DEFINITIONS.map((definition) => definition.api)].flatMap((api) => [
      [`GET ${api.deleted}`, 'numbers only'],
      [`POST ${openApiPath(api.restoreDeleted(':id'))}`, 'no body'],
      // A version restored: its number in the path, no body.
      [`POST ${openApiPath(api.restoreVersion(':id', ':version'))}`, 'no body'],
    ]),
  ),
};

function request(route: Route & { url?: () => string }, input: Input) {
  const url = route.url ? route.url() : route.path;
  const headers = route.isPublic ? {} : admin.auth;
  if (route.sent === 'query')
    return t.inject({ method: route.method, url, headers, query: input as Record<string, string> });
  if (route.sent === 'json') return t.inject({ method: route.method, url, headers, payload: input });
  const form = multipartForm(input as Record<string, string>, { image: { data: photo } });
  return t.inject({ method: route.method, url, headers, payload: form as unknown as string });
}

/** Every message of the catalogue, with the per-field application texts. */
const CATALOGUE = new Set<string>([
  ...Object.values(MESSAGES).flatMap((group) => Object.values(group).filter((m) => typeof m === 'string')),
  ...Object.values(APPLICATION_FIELD_LABELS).map((label) => MESSAGES.applications.invalidField(label)),
  ...Object.values(DEADLINE_FIELDS).map(({ label }) => MESSAGES.applications.invalidField(label)),
  MESSAGES.applications.invalidExpiringWithin(EXPIRING_WITHIN.max),
  ...Object.values(CASE_OFFICE_MESSAGES).filter((m) => typeof m === 'string'),
]);

/** What the contract answers for this input: the API must answer the same, field by field. */
function contractErrors(schema: z.ZodType, input: Input) {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
}

beforeAll(async () => {
  photo = await jpeg();
  const created = async (method: 'POST', url: string, payload: unknown) => {
    const res = await t.inject({ method, url, headers: admin.auth, payload: payload as string });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id as string;
  };
  ids.user = await created('POST', API.users.create, {
    name: 'Old Name',
    email: `old-${uniqueTag()}@example.test`,
    password: TEST_PASSWORD,
  });
  ids.application = await created(
    'POST',
    APPLICATION_API.create,
    multipartForm(applicantFields(), { image: { data: photo } }),
  );
  ids.note = await created('POST', APPLICATION_API.addNote(ids.application), { body: 'A note.' });
  ids.companies = await created('POST', CATALOGUE_API.companies.create, { name: `Co ${uniqueTag()}` });
  ids.designations = await created('POST', CATALOGUE_API.designations.create, { name: `Des ${uniqueTag()}` });
  ids.salaries = await created('POST', CATALOGUE_API.salaries.create, {
    amount: '1234.5',
    currency: 'CAD',
    period: 'month',
  });
  ids.page = await created('POST', CATALOGUE_API.pages.create, {
    title: 'Old page',
    content: 'Old content.',
    link: `/old-${uniqueTag()}`,
  });
  ids.slider = await created(
    'POST',
    CATALOGUE_API.sliders.create,
    multipartForm({ thumbnail: 'Old slide', title: 'Old slide text.' }, { image: { data: photo } }),
  );
});

describe('the route table', () => {
  it('covers every route that takes a body or a query (OpenAPI), and each route accepts its valid input', async () => {
    const spec = t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { in: string }[] }>>;
    };
    // A multipart route declares no body schema, so every POST and PUT counts as taking input.
    const takingInput = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(
          ([method, op]) =>
            op.requestBody !== undefined ||
            (op.parameters ?? []).some((p) => p.in === 'query') ||
            method === 'post' ||
            method === 'put',
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(takingInput.length).toBeGreaterThan(ROUTES.length);
    const listed = ROUTES.map((route) => `${route.method} ${route.path}`);
    const missing = takingInput.filter((route) => !listed.includes(route) && !EXEMPT[route]);
    expect(missing).toEqual([]);
    for (const route of ROUTES) expect(contractErrors(route.schema, route.valid())).toEqual([]);
  });

  it('finds text fields in every listed schema', () => {
    for (const route of ROUTES) expect(textPaths(route.schema).length).toBeGreaterThan(0);
  });
});

const MB_TEXT = 'x'.repeat(1_000_000);
const BAD_VALUES: [string, string, Sent[]][] = [
  ['a NUL byte', 'Oka\u0000for', ['json', 'query', 'multipart']],
  ['a lone UTF-16 surrogate', 'Oka\ud800for', ['json']],
  ['a 1 MB string', MB_TEXT, ['json', 'query', 'multipart']],
];

const cases = ROUTES.flatMap((route) =>
  textPaths(route.schema).flatMap((field) =>
    BAD_VALUES.filter(([, , carriers]) => carriers.includes(route.sent)).map(
      ([what, value]) => [`${route.method} ${route.path}`, field, what, value, route] as const,
    ),
  ),
);

describe('text PostgreSQL cannot store, or too long, in every text field', () => {
  it.each(cases)(
    '%s: %s with %s answers 400 with the field message (413 for a body over the limit)',
    async (_name, field, _what, value, route) => {
      const input = withValue(route.valid(), field, value);
      const res = await request(route, input);
      if (route.refusedStatus) {
        expect(res.statusCode).toBe(route.refusedStatus);
        return;
      }
      // A JSON body of a megabyte is over every route's body limit: it is refused
      // whole, before any field is read.
      if (route.sent === 'json' && value === MB_TEXT) {
        expect(res.statusCode, res.body.slice(0, 300)).toBe(413);
        expect(res.json()).toEqual({ message: MESSAGES.common.bodyTooLarge });
        return;
      }
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
      const expected = contractErrors(route.schema, input);
      // A list's one item (`name[]`) is answered at its index.
      const answered = field.replace(/\[\]/g, '.0');
      const fieldMessage = expected.find((error) => error.field === answered)?.message;
      expect(fieldMessage && CATALOGUE.has(fieldMessage), `${field}: ${fieldMessage}`).toBe(true);
      const body = res.json();
      expect(body.errors).toContainEqual({ field: answered, message: fieldMessage });
      expect(body.message).toBe(body.errors[0].message);
    },
  );
});

describe('record ids in the path', () => {
  it('a NUL byte in an :id answers 400 with the id message on every route', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const withIds = Object.entries(spec.paths)
      .filter(([path]) => path.includes('{id}'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => [method.toUpperCase(), path] as const),
      );
    expect(withIds.length).toBeGreaterThan(10);
    for (const [method, path] of withIds) {
      const res = await t.inject({
        method: method as 'GET',
        url: path.replace('{id}', '%00'),
        headers: admin.auth,
      });
      expect([method, path, res.statusCode, res.json().message]).toEqual([
        method,
        path,
        400,
        MESSAGES.common.invalidId,
      ]);
    }
  });
});
