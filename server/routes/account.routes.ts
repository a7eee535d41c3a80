/** SPEC §7 account calls: signup, login, token refresh, user info, photo upload. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/contract/api';
import { loginSchema, refreshSchema, signupSchema } from '../../src/contract/schemas';
import { HttpError } from '../lib/http-error';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import type { UploadService } from '../services/upload.service';
import { requireUser, userIdOf } from './auth-hook';

/** Login and signup are rate limited per client address (per minute). */
const AUTH_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

export function accountRoutes(app: FastifyInstance, deps: { auth: AuthService; uploads: UploadService }): void {
  const { auth, uploads } = deps;
  const authenticated = requireUser(auth);

  app.post(API.signup, { config: { rateLimit: AUTH_RATE_LIMIT } }, async (request, reply) => {
    // The password rule's messages also go top level, beside email and username (SPEC §5, §7).
    const body = parseInput(signupSchema, request.body, { topLevel: ['password'] });
    return reply.status(201).send(await auth.signup(body));
  });

  app.post(API.login, { config: { rateLimit: AUTH_RATE_LIMIT } }, async (request) => {
    const { email, password } = parseInput(loginSchema, request.body);
    return auth.login(email, password);
  });

  app.post(API.refresh, async (request) => {
    const { refresh } = parseInput(refreshSchema, request.body);
    return auth.refresh(refresh);
  });

  app.get(API.userInfo, { preHandler: authenticated }, async (request) => auth.userInfo(userIdOf(request)));

  app.post(API.uploadImage, { preHandler: authenticated }, async (request, reply) => {
    if (!request.isMultipart()) {
      throw new HttpError(415, 'unsupported_media', '사진은 multipart/form-data의 image 필드로 보내 주세요.');
    }
    const file = await request.file();
    if (!file || file.fieldname !== 'image') {
      throw new HttpError(400, 'validation', '업로드할 사진(image)이 없어요.');
    }
    const data = await file.toBuffer();
    return reply.status(201).send(await uploads.store(data, userIdOf(request)));
  });
}
