/**
 * Probes for a load balancer or orchestrator (ARCHITECTURE.md "Scale-out"):
 * - GET /healthz: 200 `{status: 'ok'}` while the process answers at all (liveness);
 * - GET /readyz: 200 `{status: 'ready'}` when the database answers and the recogniser's models
 *   are loaded; 503 with a Korean `{code: 'server_busy', message}` until then (readiness: send no
 *   shoppers here yet).
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../contract/api';
import type { HealthRepository } from '../repositories/health.repository';
import type { GarmentRecognizer } from '../styling/types';
import { READINESS_MESSAGES } from '../messages';

export function healthRoutes(
  app: FastifyInstance,
  deps: { health: HealthRepository; recognizer: GarmentRecognizer },
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const database = await deps.health.ping().then(
      () => true,
      () => false,
    );
    const models = deps.recognizer.ready?.() ?? true;
    if (database && models) return { status: 'ready' };
    const message = database ? READINESS_MESSAGES.loadingModel : READINESS_MESSAGES.noDatabase;
    return reply.status(503).send({ code: 'server_busy', message } satisfies ErrorBody);
  });
}
