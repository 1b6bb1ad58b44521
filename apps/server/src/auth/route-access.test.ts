import {
  API,
  APPLICATION_API,
  AUDIT_API,
  CASE_OFFICE_MESSAGES,
  CATALOGUE_API,
  MESSAGES,
  OUTBOX_API,
  PASSKEY_API,
  PASSPORT_SCAN_PATH,
  RESOURCE_DEFINITIONS,
  ROLES,
  type Role,
  UPLOAD_API,
} from '@visadesk/contract';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, useTestApp } from '../test/test-app.ts';

/** Anyone, without signing in (what guards it, if anything, is the route's own: a signature, a limit). */
const PUBLIC = 'public';
/** Anyone; a request that sends a token is checked like a signed-in one (guardOrPublic). */
const PUBLIC_OR_SIGNED_IN = 'public, or signed in';
/** The session's refresh token (a cookie, or the body) is the permission, not a role: auth.test.ts. */
const REFRESH_TOKEN = 'refresh token';
const SIGNED_IN = ROLES;
const ADMINS = ['admin'] as const;
const DECIDERS = ['admin', 'approver'] as const;
type Rule = typeof PUBLIC | typeof PUBLIC_OR_SIGNED_IN | typeof REFRESH_TOKEN | readonly Role[];

/**
 * Who may call each route the server serves, as "METHOD /path" with Fastify's `:param`s. The test
 * compares it with the routes the app has registered, so a new route fails until it is given a rule
 * here, and each rule is then checked against the app.
 */
const ACCESS: Record<string, Rule> = {
  'GET /api/health': PUBLIC,

  [`POST ${API.users.login}`]: PUBLIC,
  [`POST ${API.users.refresh}`]: REFRESH_TOKEN,
  [`POST ${API.users.logout}`]: REFRESH_TOKEN,
  [`POST ${API.users.logoutOthers}`]: SIGNED_IN,
  [`GET ${API.users.sessions}`]: SIGNED_IN,
  [`DELETE ${API.users.session(':id')}`]: SIGNED_IN,
  [`GET ${API.users.me}`]: SIGNED_IN,
  [`GET ${API.users.list}`]: ADMINS,
  [`GET ${API.users.assignees}`]: SIGNED_IN,
  [`GET ${API.users.get(':id')}`]: ADMINS,
  [`POST ${API.users.create}`]: ADMINS,
  [`PUT ${API.users.update(':id')}`]: ADMINS,
  [`DELETE ${API.users.remove(':id')}`]: ADMINS,
  [`POST ${API.users.disable(':id')}`]: ADMINS,
  [`POST ${API.users.invite}`]: ADMINS,
  [`POST ${API.users.resendInvitation(':id')}`]: ADMINS,
  [`POST ${API.users.enable(':id')}`]: ADMINS,
  [`POST ${API.users.profile}`]: SIGNED_IN,
  [`GET ${API.users.versions(':id')}`]: ADMINS,
  [`GET ${API.users.version(':id', ':version')}`]: ADMINS,
  [`GET ${API.users.digest}`]: SIGNED_IN,
  [`POST ${API.users.digest}`]: SIGNED_IN,
  [`POST ${API.users.calendarFeed}`]: SIGNED_IN,
  [`DELETE ${API.users.calendarFeed}`]: SIGNED_IN,
  [`POST ${API.users.loginTwoFactor}`]: PUBLIC,
  [`POST ${API.users.loginNewPassword}`]: PUBLIC,
  [`POST ${API.users.invitation}`]: PUBLIC,
  [`POST ${API.users.acceptInvitation}`]: PUBLIC,
  [`GET ${API.users.twoFactor}`]: SIGNED_IN,
  // Or with the enrolment ticket of a required set-up, in place of the token (two-factor.test.ts).
  [`POST ${API.users.twoFactorSetup}`]: SIGNED_IN,
  [`POST ${API.users.twoFactorEnable}`]: SIGNED_IN,
  [`POST ${API.users.twoFactorDisable}`]: SIGNED_IN,
  [`POST ${API.users.recoveryCodes}`]: SIGNED_IN,
  [`POST ${API.users.resetTwoFactor(':id')}`]: ADMINS,
  [`GET ${PASSKEY_API.list}`]: SIGNED_IN,
  [`POST ${PASSKEY_API.registrationOptions}`]: SIGNED_IN,
  [`POST ${PASSKEY_API.register}`]: SIGNED_IN,
  [`PUT ${PASSKEY_API.one(':id')}`]: SIGNED_IN,
  [`DELETE ${PASSKEY_API.one(':id')}`]: SIGNED_IN,
  [`POST ${PASSKEY_API.loginOptions}`]: PUBLIC,
  [`POST ${PASSKEY_API.login}`]: PUBLIC,
  [`GET ${API.calendarFeed(':file')}`]: PUBLIC,

  [`GET ${APPLICATION_API.list}`]: SIGNED_IN,
  [`GET ${APPLICATION_API.get(':id')}`]: SIGNED_IN,
  [`GET ${APPLICATION_API.history(':id')}`]: SIGNED_IN,
  [`GET ${APPLICATION_API.versions(':id')}`]: SIGNED_IN,
  [`GET ${APPLICATION_API.downloadDocuments(':id')}`]: SIGNED_IN,
  [`GET ${APPLICATION_API.version(':id', ':version')}`]: SIGNED_IN,
  [`POST ${APPLICATION_API.restoreVersion(':id', ':version')}`]: DECIDERS,
  [`GET ${APPLICATION_API.export}`]: DECIDERS,
  [`POST ${APPLICATION_API.create}`]: SIGNED_IN,
  [`PUT ${APPLICATION_API.update(':id')}`]: SIGNED_IN,
  [`PUT ${APPLICATION_API.documents(':id')}`]: SIGNED_IN,
  [`PUT ${APPLICATION_API.document(':id', ':slot')}`]: SIGNED_IN,
  [`POST ${PASSPORT_SCAN_PATH}`]: SIGNED_IN,
  [`PUT ${APPLICATION_API.pending(':id')}`]: DECIDERS,
  [`PUT ${APPLICATION_API.approve(':id')}`]: DECIDERS,
  [`PUT ${APPLICATION_API.reject(':id')}`]: DECIDERS,
  // The settings' delete role, approvers by default: widened and narrowed in case-office.test.ts.
  [`DELETE ${APPLICATION_API.remove(':id')}`]: DECIDERS,
  [`POST ${APPLICATION_API.assign(':id')}`]: SIGNED_IN,
  // Any role passes the guard; a status change and a delete are then checked per action (case-office.test.ts).
  [`POST ${APPLICATION_API.bulk}`]: SIGNED_IN,
  [`GET ${APPLICATION_API.notes(':id')}`]: SIGNED_IN,
  [`POST ${APPLICATION_API.addNote(':id')}`]: SIGNED_IN,
  // Any role passes the guard; the author, the window and admins are the note's rules (notes.test.ts).
  [`PUT ${APPLICATION_API.updateNote(':id', ':noteId')}`]: SIGNED_IN,
  [`DELETE ${APPLICATION_API.deleteNote(':id', ':noteId')}`]: SIGNED_IN,
  [`POST ${APPLICATION_API.createUploadLink(':id')}`]: SIGNED_IN,
  [`GET ${CATALOGUE_API.dashboard.applicantUploads}`]: SIGNED_IN,
  [`GET ${APPLICATION_API.uploadLinks(':id')}`]: SIGNED_IN,
  [`POST ${APPLICATION_API.revokeUploadLink(':id', ':linkId')}`]: SIGNED_IN,
  // The link's token and the applicant's date of birth are its permission (upload-links.test.ts).
  [`POST ${UPLOAD_API.open}`]: PUBLIC,
  [`PUT ${UPLOAD_API.file(':slot')}`]: PUBLIC,
  [`GET ${APPLICATION_API.deleted}`]: ADMINS,
  [`POST ${APPLICATION_API.restoreDeleted(':id')}`]: ADMINS,
  [`DELETE ${APPLICATION_API.purgeDeleted(':id')}`]: ADMINS,
  [`GET ${APPLICATION_API.enquiry}`]: PUBLIC,
  [`GET ${APPLICATION_API.verify(':token')}`]: PUBLIC,
  [`GET ${APPLICATION_API.verifyQr(':token')}`]: PUBLIC,
  [`POST ${APPLICATION_API.documentCode}`]: PUBLIC,
  [`POST ${APPLICATION_API.documentCodeCheck}`]: PUBLIC,
  // A grant from a one-time code is its permission (document-codes.test.ts).
  [`GET ${APPLICATION_API.enquiryDocuments(':id')}`]: PUBLIC,
  // A signed URL is its permission (files.test.ts).
  [`GET ${APPLICATION_API.file(':key')}`]: PUBLIC,

  // The catalogues and content resources: the roles their definition names (every role when none).
  ...Object.fromEntries(
    RESOURCE_DEFINITIONS.flatMap(({ api, roles, publicList }) => {
      const managers = roles.length > 0 ? roles : SIGNED_IN;
      return [
        [`GET ${api.list}`, publicList ? PUBLIC_OR_SIGNED_IN : managers],
        [`GET ${api.get(':id')}`, managers],
        [`POST ${api.create}`, managers],
        [`PUT ${api.update(':id')}`, managers],
        [`DELETE ${api.remove(':id')}`, managers],
        [`GET ${api.versions(':id')}`, managers],
        [`GET ${api.version(':id', ':version')}`, managers],
        [`POST ${api.restoreVersion(':id', ':version')}`, managers],
        // Recently deleted: admins only, whoever manages the resource.
        [`GET ${api.deleted}`, ADMINS],
        [`POST ${api.restoreDeleted(':id')}`, ADMINS],
        [`DELETE ${api.purgeDeleted(':id')}`, ADMINS],
        ...('byLink' in api ? [[`GET ${api.byLink}`, PUBLIC]] : []),
      ];
    }),
  ),

  [`GET ${CATALOGUE_API.settings.get}`]: PUBLIC,
  [`PUT ${CATALOGUE_API.settings.update}`]: ADMINS,
  [`POST ${CATALOGUE_API.settings.testMail}`]: ADMINS,
  [`GET ${CATALOGUE_API.settings.mailServer}`]: ADMINS,
  [`PUT ${CATALOGUE_API.settings.updateMailServer}`]: ADMINS,
  [`GET ${CATALOGUE_API.settings.publicAddress}`]: ADMINS,
  [`GET ${CATALOGUE_API.settings.versions}`]: ADMINS,
  [`GET ${CATALOGUE_API.dashboard.get}`]: SIGNED_IN,

  [`GET ${AUDIT_API.list}`]: ADMINS,
  [`GET ${AUDIT_API.export}`]: ADMINS,
  [`GET ${OUTBOX_API.list}`]: ADMINS,
  [`GET ${OUTBOX_API.mail(':id')}`]: ADMINS,
  [`POST ${OUTBOX_API.resend(':id')}`]: ADMINS,
  [`POST ${OUTBOX_API.cancel(':id')}`]: ADMINS,
};

/** A refusal that names more than the role: who may, by the settings (default there). */
const FORBIDDEN_MESSAGES: Record<string, string> = {
  [`DELETE ${APPLICATION_API.remove(':id')}`]: CASE_OFFICE_MESSAGES.deleteForbidden('approver'),
};

/** The OpenAPI document and its UI (plugins/openapi.ts): public, read-only. */
const isApiDocs = (route: string) => /^GET \/api\/docs(\/|$)/.test(route);

/**
 * Every route the app serves, as "METHOD /path", from Fastify's own route tree: each line of
 * `printRoutes` is a path segment under the line above it, indented four characters a level.
 * HEAD, which Fastify adds to each GET with the GET's hooks, is left out.
 */
function servedRoutes(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = line.match(/^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]+)\))?$/u);
    if (!node) continue;
    const depth = (node[1] ?? '').length / 4;
    const path = `${depth > 0 ? paths[depth - 1] : ''}${node[2]}`;
    paths[depth] = path;
    paths.length = depth + 1;
    for (const method of (node[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

/** A request to `route` with every path parameter a well-formed id that no row has. */
function requestTo(route: string) {
  const [method, path] = route.split(' ') as [HTTPMethods, string];
  return { method, url: path.replace(/:\w+/g, MISSING_ID).replace('*', 'x') };
}

const t = useTestApp();
const users = { admin: t.signedIn('admin'), approver: t.signedIn('approver'), staff: t.signedIn('staff') };

const rules = Object.entries(ACCESS);
const guarded = rules.flatMap(([route, rule]) => (typeof rule === 'string' ? [] : [[route, rule] as const]));

describe('route access', () => {
  it('has a rule for every route the app serves, and a route for every rule', () => {
    const served = servedRoutes(t.app).filter((route) => !isApiDocs(route));
    // The parse found the app's routes (a change of the tree's drawing would otherwise pass).
    expect(served).toContain(`GET ${API.users.get(':id')}`);
    expect(served.filter((route) => !(route in ACCESS)).sort()).toEqual([]);
    expect(Object.keys(ACCESS).filter((route) => !served.includes(route))).toEqual([]);
  });

  it.each(guarded)('%s answers 401 without a token', async (route) => {
    const res = await t.inject(requestTo(route));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.auth.unauthenticated });
  });

  it.each(
    guarded.flatMap(([route, roles]) =>
      ROLES.filter((role) => !roles.includes(role)).map((role) => [role, route] as const),
    ),
  )('%s is refused %s with 403', async (role, route) => {
    const res = await t.inject({ ...requestTo(route), headers: users[role].auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: FORBIDDEN_MESSAGES[route] ?? MESSAGES.auth.forbidden });
  });

  it.each(guarded.flatMap(([route, roles]) => roles.map((role) => [role, route] as const)))(
    '%s passes the guard of %s',
    async (role, route) => {
      // The id is no row's, so the route answers 404 (or 400 for the body it lacks), never a refusal.
      const res = await t.inject({ ...requestTo(route), headers: users[role].auth });
      expect([401, 403]).not.toContain(res.statusCode);
    },
  );

  it.each(rules.filter(([, rule]) => rule === PUBLIC_OR_SIGNED_IN).map(([route]) => route))(
    '%s answers the public, and 401 to a token that is not valid',
    async (route) => {
      expect((await t.inject(requestTo(route))).statusCode).toBe(200);
      const res = await t.inject({ ...requestTo(route), headers: { authorization: 'Bearer not-a-token' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.auth.unauthenticated });
    },
  );

  it.each(rules.filter(([, rule]) => rule === PUBLIC).map(([route]) => route))(
    '%s asks for no sign-in',
    async (route) => {
      expect((await t.inject(requestTo(route))).statusCode).not.toBe(401);
    },
  );
});
