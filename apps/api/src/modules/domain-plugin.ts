import fp from 'fastify-plugin';

/**
 * App-wide setup of the domain modules (decorators such as the media store, seeding the default catalogue),
 * registered by app.ts after the platform plugins (db, config, tokens) and before the routes.
 * Owned by the domain modules.
 */
export const domainPlugin = fp(async () => {}, { name: 'domain', dependencies: ['database'] });
