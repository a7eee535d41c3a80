/**
 * /media/: uploaded photos (immutable JPEGs from ./data/uploads) and the sample catalogue's
 * product illustrations (SVG drawn per category and colour).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { renderIllustration } from '../catalog/illustration';
import { HttpError } from '../lib/http-error';
import { UPLOADS_PREFIX } from '../services/upload.service';

export async function mediaRoutes(app: FastifyInstance, deps: { uploadDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: deps.uploadDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
  });

  app.get<{ Params: { file: string } }>('/media/catalog/:file', async (request, reply) => {
    const svg = renderIllustration(request.params.file);
    if (svg === null) throw new HttpError(404, 'not_found', '이미지를 찾을 수 없어요.');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
