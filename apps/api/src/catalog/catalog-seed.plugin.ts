import fp from 'fastify-plugin';
import { seedDefaultCatalog } from './seed-default-catalog.js';

/** On a fresh start (no course yet) the default catalogue is imported before the server answers (D4). */
export const catalogSeedPlugin = fp(
  async (app) => {
    const imported = await seedDefaultCatalog({ db: app.db, media: app.media });
    if (imported.length > 0) app.log.info({ courses: imported.length }, 'default catalogue imported');
  },
  { name: 'catalog-seed', dependencies: ['database', 'media'] },
);
