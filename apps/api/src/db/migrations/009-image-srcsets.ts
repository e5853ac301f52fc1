import type { Kysely, Migration } from 'kysely';

// ADR 0078: course thumbnails and blog images are also stored at smaller widths, so a card downloads
// the size it shows. Each column lists every stored width of the image as JSON `[{ "key", "width" }]`,
// narrowest first, the row's own `thumbnail_key` / `image_key` among them. Rows written before stay null and
// are served by their single key, as before.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function imageSrcsets(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('courses').addColumn('thumbnail_srcset', 'text').execute();
      await db.schema.alterTable('blogs').addColumn('image_srcset', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('blogs').dropColumn('image_srcset').execute();
      await db.schema.alterTable('courses').dropColumn('thumbnail_srcset').execute();
    },
  };
}
