/**
 * /media/: uploaded photos (immutable JPEGs from the upload store: served from disk by
 * @fastify/static, or read from S3-compatible storage) and the sample catalogue's
 * product pictures (drawn per category, colour and variant; WebP, or the SVG drawing).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { illustrationFile } from '../catalog/illustration/raster';
import { HttpError } from '../lib/http-error';
import type { UploadStore } from '../lib/upload-store';
import { UPLOADS_PREFIX } from '../services/upload.service';
import { UPLOAD_MESSAGES } from '../messages';

/** Uploaded photos never change: a year, immutable. */
const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const UPLOAD_FILE = /^[0-9a-f-]{36}\.jpg$/;

export async function mediaRoutes(
  app: FastifyInstance,
  deps: { uploads: UploadStore },
): Promise<void> {
  const { uploads } = deps;
  if (uploads.kind === 'disk' && uploads.dir) {
    await app.register(fastifyStatic, {
      root: uploads.dir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  } else {
    app.get<{ Params: { file: string } }>(`${UPLOADS_PREFIX}:file`, async (request, reply) => {
      const jpeg = UPLOAD_FILE.test(request.params.file)
        ? await uploads.get(request.params.file)
        : undefined;
      if (!jpeg) throw new HttpError(404, 'not_found', UPLOAD_MESSAGES.imageNotFound);
      return reply.type('image/jpeg').header('cache-control', UPLOAD_CACHE_CONTROL).send(jpeg);
    });
  }

  app.get<{ Params: { file: string } }>('/media/catalog/:file', async (request, reply) => {
    const picture = await illustrationFile(request.params.file);
    if (picture === null) throw new HttpError(404, 'not_found', UPLOAD_MESSAGES.imageNotFound);
    return reply
      .type(picture.contentType)
      .header('cache-control', 'public, max-age=86400')
      .send(picture.body);
  });
}
