import { CATALOGUE_API, PublicAddressSchema } from '@visadesk/contract';
import { isLocalOnlyAddress } from '../../lib/public-address.ts';
import { type ZodApp, zodRoutePlugin } from '../../plugins/route-plugin.ts';

/** Admins: the address links are made with, so Settings can warn while it leads nowhere. */
async function publicAddressRoutes(app: ZodApp) {
  const url = app.config.publicUrl;
  const answer = { url, isLocalOnly: isLocalOnlyAddress(url) };
  app.get(
    CATALOGUE_API.settings.publicAddress,
    {
      onRequest: app.guard('admin'),
      schema: { tags: ['settings'], response: { 200: PublicAddressSchema } },
    },
    async () => answer,
  );
}

export default zodRoutePlugin(
  'public-address-routes',
  { decorators: ['config'], dependencies: ['guard'] },
  publicAddressRoutes,
);
