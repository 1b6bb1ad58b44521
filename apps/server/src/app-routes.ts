import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { RESOURCE_DEFINITIONS } from '@visadesk/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AuthService } from './auth/auth.service.ts';
import { guardPlugin } from './auth/guard.ts';
import { createTwoFactor } from './auth/second-factor/two-factor.ts';
import type { AccessTokens } from './auth/tokens.ts';
import type { UserCache } from './auth/user-cache.ts';
import { rateLimitStore } from './cluster/rate-limit-store.ts';
import type { SharedRedis } from './cluster/shared-redis.ts';
import type { WindowCounters } from './cluster/window-counters.ts';
import type { CopyOut } from './db/copy-out.ts';
import { signingKey, withServerSecret } from './db/signing-keys.ts';
import filesRoutes from './files/files.routes.ts';
import type { Outbox } from './mail/outbox.ts';
import { createBodySeal } from './mail/sealed-bodies.ts';
import applicationsRoutes from './modules/applications/applications.routes.ts';
import auditRoutes from './modules/audit/audit.routes.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import sessionsRoutes from './modules/auth/sessions.routes.ts';
import calendarFeedRoutes from './modules/calendar/calendar-feed.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { createJobTitles } from './modules/catalogue/job-titles.ts';
import dashboardRoutes from './modules/dashboard/dashboard.routes.ts';
import exportsRoutes from './modules/exports/exports.routes.ts';
import healthRoutes from './modules/health.routes.ts';
import documentCodeRoutes from './modules/lookups/document-code.routes.ts';
import { createDocumentCodes } from './modules/lookups/document-codes.ts';
import { createDocumentPasses } from './modules/lookups/document-passes.ts';
import enquiryRoutes from './modules/lookups/enquiry.routes.ts';
import type { LookupLog } from './modules/lookups/lookup-log.ts';
import { createPrintoutTokens } from './modules/lookups/printout-tokens.ts';
import { createPrintouts } from './modules/lookups/printouts.ts';
import verificationRoutes from './modules/lookups/verification.routes.ts';
import notesRoutes from './modules/notes/notes.routes.ts';
import outboxRoutes from './modules/outbox/outbox.routes.ts';
import pagesRoutes from './modules/pages/pages.routes.ts';
import passkeyLoginRoutes from './modules/passkeys/passkey-login.routes.ts';
import passkeysRoutes from './modules/passkeys/passkeys.routes.ts';
import passportScanRoutes from './modules/passport-scan/passport-scan.routes.ts';
import recentlyDeletedRoutes from './modules/recently-deleted/recently-deleted.routes.ts';
import mailServerRoutes from './modules/settings/mail-server.routes.ts';
import publicAddressRoutes from './modules/settings/public-address.routes.ts';
import settingsRoutes from './modules/settings/settings.routes.ts';
import slidersRoutes from './modules/sliders/sliders.routes.ts';
import profileRoutes from './modules/users/profile.routes.ts';
import usersRoutes from './modules/users/users.routes.ts';
import { createPassportReader } from './passport-scan/index.ts';
import { connectionLimitsPlugin } from './plugins/connection-limits.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';

/** What the routes are handed beyond the app's decorations (app.ts opens them). */
export type RouteParts = {
  secret: Uint8Array;
  lookupLog: LookupLog;
  outbox: Outbox;
  sharedRedis: SharedRedis | undefined;
  limitCounters: WindowCounters;
  tokens: AccessTokens;
  userCache: UserCache;
  authService: AuthService;
  copyOut: CopyOut;
};

/** The content resources, whose rules (links, publishing, images) have modules of their own. */
const CONTENT_ROUTES = { pages: pagesRoutes, sliders: slidersRoutes };

/** The routes of one resource of contract RESOURCE_DEFINITIONS. */
export function resourceRoutes(definition: (typeof RESOURCE_DEFINITIONS)[number]): FastifyPluginAsync {
  return definition.kind === 'catalogue' ? catalogueRoutes(definition) : CONTENT_ROUTES[definition.name];
}

/** Every plugin and route of the app, in the order they depend on each other. */
export async function registerRoutes(app: FastifyInstance, parts: RouteParts): Promise<void> {
  const { lookupLog, outbox, limitCounters } = parts;
  await app.register(connectionLimitsPlugin);
  await app.register(errorsPlugin);
  await app.register(readinessPlugin);
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(rateLimit, { global: false, store: rateLimitStore(limitCounters) });
  await app.register(multipart);
  await app.register(guardPlugin, {
    tokens: parts.tokens,
    authService: parts.authService,
    userCache: parts.userCache,
  });
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { sharedRedis: parts.sharedRedis });
  await app.register(authRoutes, {
    limitCounters,
    twoFactor: createTwoFactor(app.db, createBodySeal(parts.secret, 'totp-secret')),
    mailQueued: outbox.wake,
  });
  await app.register(sessionsRoutes);
  await app.register(usersRoutes, { sealed: outbox.sealed, mailQueued: outbox.wake });
  await app.register(profileRoutes, { limitCounters });
  await app.register(passkeysRoutes);
  await app.register(passkeyLoginRoutes, { limitCounters });
  await app.register(calendarFeedRoutes);
  const { printouts, documentCodes } = await lookupParts(app, parts);
  await app.register(applicationsRoutes, {
    lookupLog,
    printouts,
    statusMails: outbox.statusMails,
    outbox: { sealed: outbox.sealed, mailQueued: outbox.wake },
    jobTitles: createJobTitles(app.db),
  });
  await app.register(notesRoutes);
  const passportReader = createPassportReader();
  app.addHook('onClose', () => passportReader.close());
  await app.register(passportScanRoutes, { reader: passportReader });
  await app.register(exportsRoutes, { copyOut: parts.copyOut });
  await app.register(auditRoutes);
  await app.register(enquiryRoutes, { lookupLog, printouts, documentCodes });
  await app.register(documentCodeRoutes, { documentCodes });
  await app.register(verificationRoutes, { printouts });
  await app.register(filesRoutes, { onViewed: lookupLog.recordDocumentView });
  // Catalogue and content resources, each declared once in the contract.
  for (const definition of RESOURCE_DEFINITIONS) await app.register(resourceRoutes(definition));
  await app.register(recentlyDeletedRoutes);
  await app.register(settingsRoutes);
  await app.register(mailServerRoutes);
  await app.register(publicAddressRoutes);
  await app.register(outboxRoutes, { outbox });
  await app.register(dashboardRoutes);

  await app.register(webAppPlugin);
}

/** The printouts' signatures and the one-time codes, each with its key from the database. */
async function lookupParts(app: FastifyInstance, { secret, outbox, limitCounters }: RouteParts) {
  const printoutKey = await signingKey(app.db, 'printout');
  const printouts = createPrintouts(app.db, createPrintoutTokens(printoutKey), app.config.publicUrl);
  // Codes and passes need the server's secret as well as the database's key: a reader of the
  // database alone can neither test a code against its hash nor make a grant.
  const documentCodeKey = withServerSecret(await signingKey(app.db, 'document-codes'), secret);
  const documentCodes = createDocumentCodes(app.db, documentCodeKey, {
    passes: createDocumentPasses(documentCodeKey),
    counters: limitCounters,
    sealed: outbox.sealed,
    mailQueued: outbox.wake,
    settings: app.officeSettings,
  });
  return { printouts, documentCodes };
}
