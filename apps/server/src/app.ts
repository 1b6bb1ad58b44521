import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AuthService, createAuthService } from './auth/auth.service.ts';
import { guardPlugin } from './auth/guard.ts';
import { loadJwtSecret } from './auth/secrets.ts';
import { type AccessTokens, createAccessTokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import usersRoutes from './modules/users/users.routes.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { loggerOptions } from './plugins/logging.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    tokens: AccessTokens;
    authService: AuthService;
  }
}

export type BuildOptions = {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
};

/** Builds the whole application without listening, so tests can `inject` into it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false ? false : { ...loggerOptions(config.logLevel), stream: options.logStream },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(databaseTarget(config)));
  if (!options.database) app.addHook('onClose', () => database.close());
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const tokens = createAccessTokens(loadJwtSecret(config), config.accessTokenTtlSeconds);
  app.decorate('tokens', tokens);
  app.decorate('authService', createAuthService(database.db, tokens, config.refreshTokenTtlDays));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(guardPlugin);
  await app.register(openApiPlugin);

  await app.register(authRoutes);
  await app.register(usersRoutes);

  await app.register(webAppPlugin);
  return app;
}

export function databaseTarget(config: Config) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: `${config.dataDir}/db` } as const);
}
