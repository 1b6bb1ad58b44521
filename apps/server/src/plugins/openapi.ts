import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { RESOURCE_DEFINITIONS } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, with a UI at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'VisaDesk API',
          version: '1.0.0',
          description: 'Visa applications, public status enquiry and back-office.',
        },
        tags: [
          { name: 'auth', description: 'Sign-in, refresh, sign-out and the session check.' },
          { name: 'users', description: 'User management (admins) and the profile.' },
          { name: 'applications', description: 'Visa applications for staff.' },
          { name: 'public', description: 'What visitors reach without signing in.' },
          { name: 'files', description: 'Uploaded images by signed URL.' },
          // Each catalogue and content resource's tag, from its definition, in the sidebar's order.
          ...RESOURCE_DEFINITIONS.map(({ name, apiDescription }) => ({ name, description: apiDescription })),
          { name: 'settings', description: 'Site name, contact details, social links (admins change them).' },
          { name: 'dashboard', description: 'Dashboard figures.' },
          { name: 'outbox', description: 'Mails sent and to send, with the mail server answers (admins).' },
          { name: 'ops', description: 'Health check.' },
        ],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles of its own.
      transformStaticCSP: (header) =>
        header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
    });
  },
  { name: 'openapi' },
);
