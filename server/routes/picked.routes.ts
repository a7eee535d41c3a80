/** SPEC §7 picked calls: club outfits for the home page. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/contract/api';
import { countQuerySchema } from '../../src/contract/schemas';
import { parseInput } from '../lib/validate';
import type { CatalogueService } from '../services/catalogue.service';

export function pickedRoutes(app: FastifyInstance, deps: { catalogue: CatalogueService }): void {
  app.get(API.mainRandom, async (request) => {
    const { count } = parseInput(countQuerySchema, request.query);
    return deps.catalogue.randomClubOutfits(count);
  });
}
