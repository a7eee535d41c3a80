// Entry of the cut-out thread (pool.ts) when the server runs from its sources: worker threads do
// not inherit the TypeScript loader, so register tsx here, then load the thread's code
// (../cutout-worker.ts). The compiled server (build/server.mjs) has its own cutout-thread.mjs.
import { register } from 'tsx/esm/api';

register();
const { default: cutoutInThread } = await import('../cutout-worker.ts');
export default cutoutInThread;
