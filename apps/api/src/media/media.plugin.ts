import fp from 'fastify-plugin';
import { createMediaStore, mediaRootFor, type MediaStore } from './media-store.js';
import { createMediaLinkSigner, type MediaLinkSigner } from './signed-media-link.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads and catalogue media under `$DATA_DIR/media`, by random key (D26). */
    media: MediaStore;
    /** Signs and checks the expiring video links of lessons (D15). */
    mediaLinks: MediaLinkSigner;
  }
}

export const mediaPlugin = fp(
  async (app) => {
    app.decorate('media', createMediaStore(mediaRootFor(app.config.dataDir)));
    app.decorate('mediaLinks', createMediaLinkSigner(app.config.jwtSecret));
  },
  { name: 'media' },
);
