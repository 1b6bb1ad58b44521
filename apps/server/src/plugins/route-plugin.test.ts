import { RESOURCE_DEFINITIONS } from '@visadesk/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { resourceRoutes } from '../app-routes.ts';
import settingsRoutes from '../modules/settings/settings.routes.ts';
import usersRoutes from '../modules/users/users.routes.ts';

// Route plugins name what they read of the app (route-plugin.ts): registered without it, the app
// fails at start, naming what is missing, rather than a request failing later. The plugins fail
// before they run, so the decorations they find need no real value.
describe('a route plugin registered without what it needs', () => {
  it('fails at start naming the missing decoration', async () => {
    const app = Fastify({ logger: false });
    app.register(settingsRoutes);
    await expect(app.ready()).rejects.toThrow(
      "The decorator 'config' required by 'settings-routes' is not present",
    );
    await app.close();
  });

  it('fails at start naming the plugin it depends on', async () => {
    const app = Fastify({ logger: false });
    for (const name of ['db', 'userCache', 'authService', 'officeSettings', 'config']) app.decorate(name, {});
    app.register(usersRoutes, { sealed: (mail) => mail, mailQueued: () => {} });
    await expect(app.ready()).rejects.toThrow(
      "The dependency 'guard' of plugin 'users-routes' is not registered",
    );
    await app.close();
  });

  it('holds for every catalogue and content resource of the registration loop', async () => {
    for (const definition of RESOURCE_DEFINITIONS) {
      const withoutDb = Fastify({ logger: false });
      withoutDb.register(resourceRoutes(definition));
      await expect(withoutDb.ready()).rejects.toThrow(
        `The decorator 'db' required by '${definition.name}-routes' is not present`,
      );
      await withoutDb.close();

      // With every decoration, the guard is still missing.
      const withoutGuard = Fastify({ logger: false });
      for (const name of ['db', 'files', 'fileUrls']) withoutGuard.decorate(name, {});
      withoutGuard.register(resourceRoutes(definition));
      await expect(withoutGuard.ready()).rejects.toThrow(
        `The dependency 'guard' of plugin '${definition.name}-routes' is not registered`,
      );
      await withoutGuard.close();
    }
  });
});
