/** The worker scripts' file names, served from the site root (docs/architecture.md, Browser side); the build writes them to build/client. */
export const SHARED_WORKER_FILE = "sharedWorker_1.0.1.js";
export const SERVICE_WORKER_FILE = "sw_1.0.2.js";

/** The name every tab gives the shared worker, so all of them reach the same instance. */
export const SHARED_WORKER_NAME = "tokenatlas-realtime";
