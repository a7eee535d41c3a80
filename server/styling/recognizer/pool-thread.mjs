// Entry of a recogniser pool thread (pool.ts): worker threads do not inherit the TypeScript
// loader the server runs under, so register tsx here, then load the thread's code (pool-worker.ts).
// The compiled server (build/server.mjs) has its own pool-thread.mjs.
import { register } from 'tsx/esm/api';

register();
const { default: recognizeInThread } = await import('./pool-worker.ts');
export default recognizeInThread;
