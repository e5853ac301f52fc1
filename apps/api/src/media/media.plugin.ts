import fp from 'fastify-plugin';
import { purposeKey } from '../auth/purpose-keys.js';
import type { AppConfig } from '../config.js';
import { createMediaStore, mediaRootFor, type MediaStore } from './media-store.js';
import { scheduleMediaSweeps } from './media-sweep.plugin.js';
import { createS3MediaStore, loadS3Sdk } from './s3-media-store.js';
import { createMediaLinkSigner, type MediaLinkSigner } from './signed-media-link.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads and catalogue media by random key (D26): `$DATA_DIR/media`, or a bucket when S3_BUCKET is set. */
    media: MediaStore;
    /** Signs and checks the expiring video links of lessons (D15). */
    mediaLinks: MediaLinkSigner;
  }
}

export const mediaPlugin = fp(
  async (app) => {
    // With a bucket, the AWS SDK loads now rather than on the first upload or video (ADR 0144).
    if (app.config.s3) await loadS3Sdk();
    app.decorate('media', mediaStoreFor(app.config));
    app.decorate('mediaLinks', createMediaLinkSigner(purposeKey(app.config.jwtSecret, 'media-link')));
    scheduleMediaSweeps(app);
  },
  { name: 'media', dependencies: ['database'] },
);

/** The bucket when one is configured, the data folder otherwise (the server and the catalogue import agree). */
export function mediaStoreFor(config: Pick<AppConfig, 'dataDir' | 's3'>): MediaStore {
  return config.s3 ? createS3MediaStore(config.s3) : createMediaStore(mediaRootFor(config.dataDir));
}
