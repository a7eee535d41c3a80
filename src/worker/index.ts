/**
 * Entry of the API worker (a dedicated module worker started by src/worker-bridge.ts).
 * DON'T import React or UI code here: this bundle runs without a DOM (STYLE.md §5).
 */
import { expose } from 'comlink';
import { createAccountApi } from './account-api';
import { createApiClient } from './api-client';
import { createWorkerApi } from './api';
import { createOutfitsApi } from './outfits-api';
import { createSavedApi } from './saved-api';

const client = createApiClient();
const api = { ...createWorkerApi(client), ...createAccountApi(client), ...createOutfitsApi(client), ...createSavedApi(client) };
expose(api);

/** The worker's API as the UI sees it through `wrap<WorkerApi>()`. */
export type WorkerApi = typeof api;
export type { AuthTokens, TokenListener } from './api-client';
