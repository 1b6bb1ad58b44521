import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app as a route module sees it, with the contract's zod schemas typing requests. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What a plugin takes from the app it is registered in. */
export type PluginNeeds = {
  /** The app's decorations it reads (`app.db`, `app.files`, ...). */
  decorators?: string[];
  /** Plugins, by name, that must be registered before it (`guard`, `@fastify/cookie`, ...). */
  dependencies?: string[];
};

/**
 * A route plugin that names what it needs: registered without one of them, the app fails at start
 * naming the missing decoration or plugin, instead of a request failing later on `undefined`. It
 * stays encapsulated, as a plain route plugin is (its hooks and decorations stay inside, a prefix
 * applies).
 */
export function routePlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  name: string,
  needs: PluginNeeds,
  plugin: FastifyPluginAsync<Options>,
) {
  return fp(plugin, {
    name,
    encapsulate: true,
    decorators: { fastify: needs.decorators ?? [] },
    dependencies: needs.dependencies ?? [],
  });
}

/** A route plugin (as above) handed the app typed by the contract's zod schemas. */
export function zodRoutePlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  name: string,
  needs: PluginNeeds,
  plugin: (app: ZodApp, options: Options) => Promise<void>,
) {
  return routePlugin<Options>(name, needs, (fastify, options) =>
    plugin(fastify.withTypeProvider<ZodTypeProvider>(), options),
  );
}
