/**
 * Prometheus metrics for the operator (ARCHITECTURE.md "Operations"), collected by fastify-metrics
 * on @prometheus-io/client (prom-client's continuation under the Prometheus organisation) into a
 * registry of this app's own (several apps of one process, as tests build, never share one):
 * - `http_request_duration_seconds` (histogram) and `http_request_summary_seconds` by method,
 *   route pattern and status: request counts and latency (the plugin's);
 * - Node's own (`process_*`, `nodejs_*`: memory, event-loop lag, GC; the plugin's);
 * - `fitpick_pool_queue_length`, `fitpick_pool_threads`, `fitpick_pool_tasks_completed` and
 *   `fitpick_pool_{run,wait}_seconds{quantile}` by worker-thread pool (recogniser, cutout, heic):
 *   read off piscina's own counters and timing histograms (since the process started) at each
 *   scrape;
 * - `fitpick_uploads_total{status}`: photo uploads answered;
 * - `fitpick_idempotent_requests_total{route,replayed}`: the offline core's outbox sends
 *   (requests with an Idempotency-Key), `replayed="true"` when the stored first answer was sent
 *   again (routes/idempotency.ts);
 * - `fitpick_rate_limited_total{route}`: requests refused with 429;
 * - `fitpick_db_pool_connections{state}` (total, idle, waiting): the PostgreSQL pool's, when the
 *   database is PostgreSQL (PGlite has no pool).
 * Not public (the metrics tell request rates and load): GET /metrics answers only with
 * `Authorization: Bearer <METRICS_TOKEN>`, or on its own listener on METRICS_PORT
 * (`metricsListener`); without either it answers 404, with a wrong token 401, in Korean JSON.
 */
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Registry } from '@prometheus-io/client';
import Fastify, { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import type { ErrorBody } from '../../contract/api';
import { IDEMPOTENCY_KEY_HEADER, API } from '../../contract/api';
import { METRICS_PATH } from '../openapi/document';
import { METRICS_MESSAGES } from '../messages';

/** What the metrics read of a piscina pool (its own counters and timing summaries, ms). */
export interface PoolView {
  readonly queueSize: number;
  readonly completed: number;
  readonly threads: readonly unknown[];
  readonly histogram: {
    readonly runTime: { readonly p50: number; readonly p90: number; readonly p99: number };
    readonly waitTime: { readonly p50: number; readonly p90: number; readonly p99: number };
  };
}

/** Connection counts of a PostgreSQL pool (pg.Pool's own). */
export interface ConnectionPoolView {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** Who may read the metrics (server/config.ts METRICS_TOKEN, METRICS_PORT). */
export interface MetricsAccess {
  /** Bearer token required to read them; undefined → no token asked (METRICS_PORT only). */
  token: string | undefined;
  /** A listener of their own on this port (main.ts); undefined → on the app's port, token only. */
  port: number | undefined;
}

const QUANTILES = ['p50', 'p90', 'p99'] as const;

/**
 * Registers the collection on `app` and GET /metrics (refused unless `access` allows it, see the
 * module comment). `pools` and `database` are read at each scrape. Returns the registry, which
 * `metricsListener` serves on METRICS_PORT.
 */
export async function registerMetrics(
  app: FastifyInstance,
  options: {
    access: MetricsAccess;
    pools: () => Readonly<Record<string, PoolView>>;
    database: () => ConnectionPoolView | undefined;
  },
): Promise<Registry> {
  const registry = new Registry();
  if (options.access.token === undefined && options.access.port === undefined) {
    // Off: nothing is collected, and the path answers as if there were no metrics.
    app.get(METRICS_PATH, { onRequest: metricsGuard(null) }, () => undefined);
    return registry;
  }
  await app.register(fastifyMetrics, {
    endpoint: {
      method: 'GET',
      url: METRICS_PATH,
      logLevel: 'warn',
      exposeHeadRoute: false,
      onRequest: metricsGuard(options.access.port === undefined ? options.access.token : null),
      // (replaced by the plugin's, which writes the registries out)
      handler: () => undefined,
    },
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: true,
      routeBlacklist: [METRICS_PATH],
      overrides: {
        histogram: { registers: [registry] },
        summary: { registers: [registry] },
      },
    },
  });
  poolMetrics(registry, options.pools);
  databaseMetrics(registry, options.database);
  answerMetrics(app, registry);
  return registry;
}

/**
 * A listener of its own for the metrics (METRICS_PORT): GET /metrics of `registry`, behind
 * `token` when one is set; any other path 404 in Korean JSON. Not listening yet.
 */
export function metricsListener(registry: Registry, token: string | undefined): FastifyInstance {
  const server = Fastify({ logger: false });
  server.get(METRICS_PATH, { onRequest: metricsGuard(token) }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  server.setNotFoundHandler((_request, reply) =>
    reply
      .status(404)
      .send({ code: 'not_found', message: METRICS_MESSAGES.off } satisfies ErrorBody),
  );
  return server;
}

/**
 * The hook in front of the metrics: `token` undefined → anyone (a listener of its own), null → no
 * one (404, as if there were no metrics), else `Authorization: Bearer <token>` (401 otherwise,
 * compared in constant time).
 */
function metricsGuard(token: string | null | undefined): onRequestHookHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return (request, reply, done) => {
    if (token === undefined) return done();
    if (expected === undefined) {
      void reply
        .status(404)
        .send({ code: 'not_found', message: METRICS_MESSAGES.off } satisfies ErrorBody);
      return;
    }
    const sent = Buffer.from(request.headers.authorization ?? '');
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
      void reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'unauthorized', message: METRICS_MESSAGES.token } satisfies ErrorBody);
      return;
    }
    done();
  };
}

/** Queue length, threads, tasks done and timing quantiles of each worker-thread pool. */
function poolMetrics(registry: Registry, pools: () => Readonly<Record<string, PoolView>>): void {
  const each = (read: (pool: PoolView) => number) =>
    function (this: Gauge<'pool'>) {
      for (const [name, pool] of Object.entries(pools())) this.set({ pool: name }, read(pool));
    };
  new Gauge({
    name: 'fitpick_pool_queue_length',
    help: 'Tasks waiting for a worker thread, by pool',
    labelNames: ['pool'],
    registers: [registry],
    collect: each((pool) => pool.queueSize),
  });
  new Gauge({
    name: 'fitpick_pool_threads',
    help: 'Worker threads alive, by pool',
    labelNames: ['pool'],
    registers: [registry],
    collect: each((pool) => pool.threads.length),
  });
  new Gauge({
    name: 'fitpick_pool_tasks_completed',
    help: 'Tasks the pool has finished since the process started',
    labelNames: ['pool'],
    registers: [registry],
    collect: each((pool) => pool.completed),
  });
  for (const [name, of] of [
    ['run', (pool: PoolView) => pool.histogram.runTime],
    ['wait', (pool: PoolView) => pool.histogram.waitTime],
  ] as const)
    new Gauge({
      name: `fitpick_pool_${name}_seconds`,
      help: `Task ${name} time quantiles since the process started, by pool (piscina's histogram)`,
      labelNames: ['pool', 'quantile'],
      registers: [registry],
      collect(this: Gauge<'pool' | 'quantile'>) {
        for (const [pool, view] of Object.entries(pools()))
          for (const q of QUANTILES)
            this.set({ pool, quantile: `0.${q.slice(1)}` }, (of(view)[q] || 0) / 1000);
      },
    });
}

/** The PostgreSQL pool's connections, when there is one. */
function databaseMetrics(registry: Registry, database: () => ConnectionPoolView | undefined): void {
  new Gauge({
    name: 'fitpick_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect(this: Gauge<'state'>) {
      const pool = database();
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

/** Uploads, outbox sends and their replays, and rate-limit refusals, counted as answered. */
function answerMetrics(app: FastifyInstance, registry: Registry): void {
  const uploads = new Counter({
    name: 'fitpick_uploads_total',
    help: 'Photo uploads answered, by status',
    labelNames: ['status'],
    registers: [registry],
  });
  const idempotent = new Counter({
    name: 'fitpick_idempotent_requests_total',
    help: 'Requests with an Idempotency-Key (outbox sends), by route; replayed="true" when the first answer was sent again',
    labelNames: ['route', 'replayed'],
    registers: [registry],
  });
  const limited = new Counter({
    name: 'fitpick_rate_limited_total',
    help: 'Requests refused with 429, by route',
    labelNames: ['route'],
    registers: [registry],
  });
  const keyHeader = IDEMPOTENCY_KEY_HEADER.toLowerCase();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unknown';
    const status = reply.statusCode;
    if (route === API.uploadImage) uploads.inc({ status });
    if (request.headers[keyHeader] !== undefined)
      idempotent.inc({
        route,
        replayed: String(reply.getHeader('idempotent-replayed') === 'true'),
      });
    if (status === 429) limited.inc({ route });
    done();
  });
}
