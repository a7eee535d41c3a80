/**
 * Probes for a load balancer or orchestrator (ARCHITECTURE.md "Scale-out"):
 * - GET /healthz: 200 `{status: 'ok'}` while the process answers at all (liveness);
 * - GET /readyz: 200 `{status: 'ready', products}` when the database answers and the recogniser's
 *   first thread has loaded its model (the others start while photos wait), `products` the number of products the outfit engine's catalogue index of
 *   this process holds (so that an operator sees when an import reached every process: the
 *   index follows a new catalogue version within VERSION_CHECK_MS of a request, then the
 *   rebuild); 503 with a Korean `{code: 'server_busy', message}` until then (readiness: send no
 *   shoppers here yet).
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../contract/api';
import type { HealthRepository } from '../repositories/health.repository';
import type { GarmentRecognizer } from '../styling/types';
import { READINESS_MESSAGES } from '../messages';

export function healthRoutes(
  app: FastifyInstance,
  deps: {
    health: HealthRepository;
    recognizer: GarmentRecognizer;
    /** The size of the catalogue index in use (CatalogueService `catalogueIndex`). */
    catalogueSize: () => Promise<number>;
  },
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const database = await deps.health.ping().then(
      () => true,
      () => false,
    );
    const models = deps.recognizer.ready?.() ?? true;
    if (database && models) return { status: 'ready', products: await deps.catalogueSize() };
    const message = database ? READINESS_MESSAGES.loadingModel : READINESS_MESSAGES.noDatabase;
    return reply.status(503).send({ code: 'server_busy', message } satisfies ErrorBody);
  });
}
