/**
 * `npm start`: reads the config, opens and migrates the database (PGlite in ./data unless
 * DATABASE_URL is set; a second process on the same embedded database exits 1 with a Korean
 * message naming DATA_DIR and DATABASE_URL), seeds the sample catalogue on first start, indexes it for the outfit engine, starts the
 * recogniser's first worker thread (its model loads while the server already answers; GET /readyz
 * says when it is ready) and serves the built app and the API on PORT (default 8000).
 */
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { metricsListener } from './lib/metrics';
import { RETENTION_SWEEP_MS } from './services/retention.service';
import { startRefusal } from './start-refusal';
import { createRecognizerPool } from './styling/recognizer/pool';

const config = refuseStartOnError(loadConfig);
const db = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
  lock: { waitMs: config.pgliteLockWaitMs },
}).catch((error: unknown) => stopWithOneLine(error, config));
const recognizer = createRecognizerPool({ threads: config.recognizerThreads });
const { app, catalogue, retention, metrics } = await buildApp({
  config,
  db,
  recognizer,
  pools: recognizer.pools,
  logger: true,
});
// The metrics on a listener of their own, when the operator names its port.
const metricsServer =
  config.metrics.port === undefined ? undefined : metricsListener(metrics, config.metrics.token);

const seeded = await catalogue.seedIfEmpty();
if (seeded > 0) app.log.info(`sample catalogue seeded: ${seeded} products`);
// The outfit engine's index is built before the first shopper arrives.
const index = await catalogue.catalogueIndex();
app.log.info(`catalogue index ready: ${index.size} products`);
recognizer.warmUp().then(
  () =>
    app.log.info(
      `recogniser ready: one thread, up to ${config.recognizerThreads} while photos wait`,
    ),
  (error: unknown) => app.log.error({ err: error }, 'recogniser failed to load'),
);

// Old photos, unliked answers and pictures no row names go every hour, the first time a minute
// after start.
const sweep = () =>
  retention.sweep().then(
    ({ answers, photos, wardrobe, shares, orphans }) =>
      (answers > 0 || photos > 0 || wardrobe > 0 || shares > 0 || orphans > 0) &&
      app.log.info(
        `retention: ${answers} answers, ${photos} photos, ${wardrobe} wardrobe items, ${shares} shared outfits and ${orphans} pictures no row named deleted`,
      ),
    (error: unknown) => app.log.error({ err: error }, 'retention sweep failed'),
  );
setTimeout(() => void sweep(), 60_000).unref();
setInterval(() => void sweep(), RETENTION_SWEEP_MS).unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => Promise.all([db.destroy(), recognizer.close(), metricsServer?.close()]))
      .finally(() => process.exit(0));
  });
}

await app
  .listen({ port: config.port, host: config.host })
  .catch((error: unknown) => stopWithOneLine(error, config));
app.log.info(`핏픽 is running at ${config.publicUrl}`);
if (metricsServer && config.metrics.port !== undefined) {
  await metricsServer
    .listen({ port: config.metrics.port, host: config.host })
    .catch((error: unknown) => stopWithOneLine(error, config));
  app.log.info(`metrics at http://${config.host}:${config.metrics.port}/metrics`);
}

/** `read()`'s value; a ConfigError stops the start with its line (stopWithOneLine). */
function refuseStartOnError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    return stopWithOneLine(error, undefined);
  }
}

/**
 * Stops a start that cannot go on: one Korean line on stderr naming the setting and the fix,
 * exit 1 (an operator reads a refusal, not a stack trace). Failures nobody foresaw keep their
 * stack after that line.
 */
function stopWithOneLine(error: unknown, config: Config | undefined): never {
  const line = startRefusal(error, config);
  console.error(line ?? `핏픽 서버를 시작하지 못했어요: ${String(error)}`);
  if (!line) console.error(error);
  process.exit(1);
}
