/**
 * buildApp(deps): the Fastify app (API of SPEC §7, media, built web app) without listening,
 * so tests drive it with `app.inject`. main.ts wires real dependencies and listens.
 */
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import {
  DEFAULT_HTTP_LIMITS,
  DEFAULT_RETENTION_DAYS,
  defaultMailFrom,
  type Config,
} from './config';
import type { Registry } from '@prometheus-io/client';
import { connectionPool, type Database } from './db/database';
import { enforceBodyDeadline } from './lib/body-deadline';
import { COMPRESS_OPTIONS } from './lib/compression';
import { shareConnections } from './lib/connection-share';
import { registerCrossOrigin } from './lib/cross-origin';
import { clientErrorHandler, errorHandler, frameworkErrors } from './lib/error-handler';
import { rejectNulBytes } from './lib/input-guard';
import { securityHeaders } from './lib/security-headers';
import { logAnswer, requestSerializer } from './lib/log-redaction';
import { createHeicPool } from './lib/heic-pool';
import { createMailer, type Mailer } from './lib/mailer';
import { registerMetrics, type PoolView } from './lib/metrics';
import { createOAuthProviders, type OAuthProviders } from './lib/oauth-providers';
import { createUploadStore } from './lib/upload-store';
import { HealthRepository } from './repositories/health.repository';
import { IdempotencyRepository } from './repositories/idempotency.repository';
import { FitFeedbackRepository } from './repositories/fit-feedback.repository';
import { LikeRepository } from './repositories/like.repository';
import { PasswordResetRepository } from './repositories/password-reset.repository';
import { ProductRepository } from './repositories/product.repository';
import { RecommendationRepository } from './repositories/recommendation.repository';
import { SessionRepository } from './repositories/session.repository';
import { ShareRepository } from './repositories/share.repository';
import { likeTransaction, socialTransaction } from './repositories/transaction';
import { UploadRepository, type UploadRow } from './repositories/upload.repository';
import { UserRepository } from './repositories/user.repository';
import { WardrobeRepository } from './repositories/wardrobe.repository';
import type { WardrobeItem } from '../contract/wardrobe';
import { accountRoutes, uploadRoutes } from './routes/account.routes';
import { clubRoutes } from './routes/club.routes';
import { docsRoutes } from './routes/docs.routes';
import { healthRoutes } from './routes/health.routes';
import { likesRoutes } from './routes/likes.routes';
import { mediaRoutes } from './routes/media.routes';
import { profileRoutes } from './routes/profile.routes';
import { recommendRoutes } from './routes/recommend.routes';
import { recoveryRoutes } from './routes/recovery.routes';
import { refreshCookie } from './routes/refresh-cookie';
import { savedRoutes } from './routes/saved.routes';
import { shareRoutes } from './routes/share.routes';
import { fitFeedbackRoutes } from './routes/size-advice';
import { socialRoutes } from './routes/social.routes';
import { wardrobeRoutes } from './routes/wardrobe.routes';
import { webRoutes } from './routes/web.routes';
import { AccountService } from './services/account.service';
import { AuthService } from './services/auth.service';
import { CatalogueService } from './services/catalogue.service';
import { LikeService } from './services/like.service';
import { PasswordResetService } from './services/password-reset.service';
import { RecommendationService } from './services/recommendation.service';
import { RequestReplay } from './services/replay';
import { RetentionService } from './services/retention.service';
import { SavedService } from './services/saved.service';
import { ShareService } from './services/share.service';
import { SizeAdviceService } from './services/size-advice.service';
import { SignInGuard } from './services/sign-in-guard';
import { SocialLoginService } from './services/social-login.service';
import { UploadService } from './services/upload.service';
import { WardrobeService } from './services/wardrobe.service';
import type { GarmentRecognizer } from './styling/types';

export interface AppDeps {
  config: Pick<Config, 'publicUrl' | 'dataDir' | 'jwtSecret' | 'distDir'> &
    Partial<
      Pick<
        Config,
        | 'smtpUrl'
        | 'mailFrom'
        | 'social'
        | 'trustProxy'
        | 'corsOrigins'
        | 'redisUrl'
        | 's3'
        | 'logLevel'
        | 'http'
        | 'retentionDays'
        | 'metrics'
      >
    >;
  db: Database;
  recognizer: GarmentRecognizer;
  /** Clock for the season of today in Korea, reset-code and session expiry, key pruning (tests pin it). */
  now?: () => Date;
  /**
   * Outgoing e-mail (password reset codes). Default: SMTP when `config.smtpUrl` is set, else
   * .eml files under `<dataDir>/outbox/` (server/lib/mailer.ts). Tests pass a recorder.
   */
  mailer?: Mailer;
  /**
   * The social login providers' adapters (server/lib/oauth-providers.ts): the only code that
   * talks to kakao, google and naver. Default: arctic adapters for the providers configured in
   * `config.social` (none → every social login answers /login?social=unavailable). Route tests
   * pass adapters whose code exchange and profile fetch are fakes.
   */
  oauthProviders?: OAuthProviders;
  /**
   * The worker-thread pools whose queues the metrics report (lib/metrics.ts), by name: main.ts
   * passes the recogniser's (recogniser, cutout); the HEIC decoder's is added here.
   */
  pools?: Readonly<Record<string, PoolView>>;
  /** Request logging (pino): off by default; `{ stream, level }` sends the JSON lines there (tests). */
  logger?: boolean | { stream: NodeJS.WritableStream; level?: string };
}

export interface App {
  app: FastifyInstance;
  catalogue: CatalogueService;
  /**
   * Deletes old photos and unliked answers, and the wardrobe items and shared outfits of
   * accounts that are gone; main.ts runs it every RETENTION_SWEEP_MS.
   */
  retention: RetentionService;
  /** The Prometheus registry (lib/metrics.ts), which main.ts serves on METRICS_PORT. */
  metrics: Registry;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const limits = config.http ?? DEFAULT_HTTP_LIMITS;
  const longestBodyMs = Math.max(limits.requestTimeoutMs, limits.uploadTimeoutMs);
  const app = Fastify({
    // Slow clients (lib/body-deadline.ts): Node's own deadline for a whole request is the longest
    // body deadline, checked at least every 5 s; idle keep-alive connections close.
    requestTimeout: longestBodyMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      // A request without Host is refused by lib/security-headers.ts, in Korean JSON.
      requireHostHeader: false,
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, limits.requestTimeoutMs),
    },
    logger: deps.logger ? loggerOptions(deps.logger, config.logLevel) : false,
    // One line per request (logAnswer below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For counts only from the proxies TRUST_PROXY names (rate limits key on request.ip).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? trustHops(config.trustProxy)
        : (config.trustProxy ?? false),
    frameworkErrors,
    clientErrorHandler,
  });
  app.server.maxConnections = limits.maxConnections;
  shareConnections(app, {
    perAddress: limits.maxConnectionsPerAddress,
    trustProxy: config.trustProxy ?? false,
  });
  enforceBodyDeadline(app, limits.requestTimeoutMs);
  if (deps.logger) app.addHook('onSend', logAnswer);
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', securityHeaders());
  await registerCrossOrigin(app, {
    origins: config.corsOrigins ?? [],
    publicUrl: config.publicUrl,
  });
  // API JSON and SVG illustrations over 1 KB leave compressed (lib/compression.ts). Registered
  // before the static plugins, which serve the build's precompressed files themselves.
  await app.register(compress, COMPRESS_OPTIONS);
  // Cookies are parsed where a route reads them (lib/cookies.ts), not on every request.
  await app.register(cookie, { hook: false });
  const redis = await sharedRedis(app, config.redisUrl);
  // A Redis outage lets requests through these limits (logged) rather than failing them.
  await app.register(rateLimit, { global: false, ...(redis ? { redis, skipOnError: true } : {}) });
  app.setErrorHandler(errorHandler);
  const heicPool = createHeicPool();
  app.addHook('onClose', () => heicPool.close());
  // Before the routes: the plugin learns the routes it measures as they are added.
  const metrics = await registerMetrics(app, {
    access: config.metrics ?? { token: undefined, port: undefined },
    pools: () => ({ ...deps.pools, heic: heicPool.pool }),
    database: () => connectionPool(db),
  });
  // API answers carry member data (tokens, profiles, likes) or depend on who asks: no cache,
  // shared or private, keeps them. (A callback hook: an async one costs every answer a promise.)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  app.addHook('preValidation', rejectNulBytes);

  const users = new UserRepository(db);
  const products = new ProductRepository(db);
  const uploadRows = new UploadRepository(db);
  const recommendationRows = new RecommendationRepository(db);
  const sessions = new SessionRepository(db);
  const now = deps.now ?? (() => new Date());
  const signInGuard = new SignInGuard(redis);
  const auth = new AuthService(users, sessions, signInGuard, config.jwtSecret, now);
  const uploadStore = createUploadStore({
    dir: path.join(config.dataDir, 'uploads'),
    s3: config.s3,
  });
  const uploads = new UploadService(
    uploadRows,
    uploadStore,
    config.publicUrl,
    heicPool,
    deps.recognizer.cutout
      ? (photo) => {
          // Read at each call: the recogniser decides, as it does for recognition.
          if (!deps.recognizer.cutout) throw new Error('the recogniser no longer cuts out');
          return deps.recognizer.cutout(photo);
        }
      : undefined,
    (error) => app.log.error({ err: error }, 'garment cut-out failed; its URL answers 404'),
  );
  const catalogue = new CatalogueService(
    products,
    recommendationRows,
    () => now().getTime(),
    (error) =>
      app.log.error({ err: error }, 'catalogue index refresh failed; serving the previous one'),
  );
  const recommendations = new RecommendationService({
    uploads,
    uploadRows,
    recommendations: recommendationRows,
    catalogue,
    recognizer: deps.recognizer,
    now,
    // the wardrobe's service reads recognitions through this one: declared below, called later
    wardrobeOf: (userId: number): Promise<WardrobeItem[]> => wardrobe.list(userId),
    wardrobeGarment: (userId: number, id: number) => wardrobe.garmentForOutfits(userId, id),
  });
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom ?? defaultMailFrom(config.publicUrl),
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  const account = new AccountService(users);
  const passwordReset = new PasswordResetService({
    users,
    resets: new PasswordResetRepository(db),
    sessions,
    mailer,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    now,
    guard: signInGuard,
  });
  const likes = new LikeService({
    transaction: likeTransaction(db),
    idempotency: new IdempotencyRepository(db),
    now,
  });
  const saved = new SavedService({
    likes: new LikeRepository(db),
    recommendations: recommendationRows,
    products,
    catalogue,
    ...(uploads.cutsOut
      ? { cutoutUrl: (upload: { id: string }) => uploads.cutoutUrl(upload) }
      : {}),
    wardrobeOf: (userId: number): Promise<WardrobeItem[]> => wardrobe.list(userId),
  });

  const wardrobeItems = new WardrobeRepository(db);
  const wardrobe: WardrobeService = new WardrobeService({
    items: wardrobeItems,
    uploads,
    pictures: uploadStore,
    recognition: (upload) => recommendations.recognition(upload),
    publicUrl: config.publicUrl,
  });

  const shareRows = new ShareRepository(db);
  const shares = new ShareService({
    shares: shareRows,
    outfit: (userId, id) => saved.recommendationDetail(userId, id),
    uploads,
    wardrobe,
    pictures: uploadStore,
  });

  const sizeAdvice = new SizeAdviceService({
    users,
    products,
    feedback: new FitFeedbackRepository(db),
  });

  healthRoutes(app, {
    health: new HealthRepository(db),
    recognizer: deps.recognizer,
    catalogueSize: async () => (await catalogue.catalogueIndex()).size,
  });
  // Upload and generator calls answered once per Idempotency-Key (the photo outbox).
  const replay = new RequestReplay({ idempotency: new IdempotencyRepository(db), now });
  const keptSessions = refreshCookie(config.publicUrl);
  accountRoutes(app, { auth, refreshCookie: keptSessions });
  await uploadRoutes(app, { auth, uploads, uploadDeadlineMs: limits.uploadTimeoutMs, replay });
  profileRoutes(app, { auth, account, refreshCookie: keptSessions });
  recoveryRoutes(app, { passwordReset });
  recommendRoutes(app, { auth, recommendations, replay, sizeAdvice });
  clubRoutes(app, { catalogue, auth, sizeAdvice });
  likesRoutes(app, { auth, likes });
  savedRoutes(app, { auth, saved, sizeAdvice });
  fitFeedbackRoutes(app, { auth, sizeAdvice });
  wardrobeRoutes(app, { auth, wardrobe, replay });
  shareRoutes(app, { auth, shares });
  const social = new SocialLoginService({
    providers: deps.oauthProviders ?? createOAuthProviders(config.social ?? {}, config.publicUrl),
    transaction: socialTransaction(db),
    auth,
    jwtSecret: config.jwtSecret,
  });
  socialRoutes(app, {
    social,
    publicUrl: config.publicUrl,
    clientOrigins: config.corsOrigins ?? [],
  });
  await docsRoutes(app, { publicUrl: config.publicUrl });
  await mediaRoutes(app, { auth, uploads });
  await webRoutes(app, {
    distDir: config.distDir,
    now,
    socialProviders: social.enabledProviders(),
  });
  const retention = new RetentionService({
    uploads: uploadRows,
    recommendations: recommendationRows,
    photos: uploadStore,
    days: config.retentionDays ?? DEFAULT_RETENTION_DAYS,
    now,
    ...(uploads.cutsOut ? { keepCutout: (upload: UploadRow) => uploads.keepCutout(upload) } : {}),
    wardrobe: wardrobeItems,
    shares: shareRows,
  });
  return { app, catalogue, retention, metrics };
}

/** Fastify's trustProxy for a hop count: the nearest `hops` addresses of the chain are proxies. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * The Redis connection of the limits shared by every process (ARCHITECTURE.md "Invariants":
 * @fastify/rate-limit's counters and the sign-in guard's), when `redisUrl` is set; undefined
 * keeps them in this process. Short timeouts, so that a slow Redis cannot hold requests. The
 * connection closes with the app.
 */
async function sharedRedis(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<Redis | undefined> {
  if (!redisUrl) return undefined;
  // Loaded only when configured, as the embedded defaults need no Redis client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit Redis unavailable'));
  await redis
    .connect()
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'rate-limit Redis unavailable at start'),
    );
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/** pino options of the app's logger: stdout or the given stream, at the given level (default info). */
function loggerOptions(
  logger: true | { stream: NodeJS.WritableStream; level?: string },
  configLevel: string | undefined,
) {
  const custom: { stream?: NodeJS.WritableStream; level?: string } = logger === true ? {} : logger;
  return {
    ...custom,
    level: custom.level ?? configLevel ?? 'info',
    serializers: { req: requestSerializer },
  };
}
