/**
 * /media/: uploaded photos and the sample catalogue's product pictures (drawn per category,
 * colour and variant, WebP or the SVG drawing; or photographed, /media/catalog/photos/<id>.webp).
 * A shopper's photo may show their room or body: `/media/uploads/<uuid>.jpg` answers only the
 * member who uploaded it (their bearer token; the app fetches it through its API worker, and the
 * original client shows its own photo from memory), never kept in the browser's HTTP cache
 * (PRIVATE_PICTURE_CACHE_CONTROL); anyone else, and a photo retention deleted, gets 404. The cut-out of the shopper's garment,
 * `/media/uploads/<uuid>.cutout.webp`, is served the same way. The pictures of the member's
 * wardrobe, `/media/wardrobe/<uuid>.webp`, are served by wardrobe.routes.ts with the same privacy.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { illustrationFile } from '../catalog/illustration/raster';
import { PHOTO_DIR, PHOTO_PREFIX } from '../catalog/sample/photos';
import { HttpError } from '../lib/http-error';
import type { AuthService } from '../services/auth.service';
import { UPLOADS_PREFIX, type UploadService } from '../services/upload.service';
import { UPLOAD_MESSAGES } from '../messages';
import { requireUser, userIdOf } from './auth-hook';

/**
 * Every private picture (a member's photo, its cut-out, a 내 옷장 picture): kept in no HTTP cache.
 * The browser's cache is the device's, not the member's: a picture kept there (even `private`)
 * answered a tokenless fetch on the device after its member logged out. The app keeps what it
 * needs offline in its own member-scoped store (src/worker/media-api.ts), cleared at logout.
 */
export const PRIVATE_PICTURE_CACHE_CONTROL = 'no-store';

/** A product picture never changes at its path: a day in any cache. */
const CATALOG_CACHE_CONTROL = 'public, max-age=86400';

export async function mediaRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; uploads: UploadService },
): Promise<void> {
  app.get<{ Params: { file: string } }>(
    `${UPLOADS_PREFIX}:file`,
    { onRequest: requireUser(deps.auth) },
    async (request, reply) => {
      const picture = await deps.uploads.ownPhoto(request.params.file, userIdOf(request));
      return reply
        .type(picture.contentType)
        .header('cache-control', PRIVATE_PICTURE_CACHE_CONTROL)
        .send(picture.body);
    },
  );

  app.get<{ Params: { file: string } }>('/media/catalog/:file', async (request, reply) => {
    const picture = await illustrationFile(request.params.file);
    if (picture === null) throw new HttpError(404, 'not_found', UPLOAD_MESSAGES.imageNotFound);
    return reply
      .type(picture.contentType)
      .header('cache-control', CATALOG_CACHE_CONTROL)
      .send(picture.body);
  });

  // The photographed pictures: one route per committed file, found at start-up.
  await app.register(fastifyStatic, {
    root: PHOTO_DIR,
    prefix: PHOTO_PREFIX,
    decorateReply: false,
    wildcard: false,
    allowedPath: (pathName) => pathName.endsWith('.webp'),
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', CATALOG_CACHE_CONTROL);
    },
  });
}
