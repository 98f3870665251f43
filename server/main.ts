// React and its server renderer pick their production build from NODE_ENV when first imported, so it is
// settled before anything else loads; the config schema uses the same default.
process.env.NODE_ENV ??= "production";

import cluster from "node:cluster";
import { loadConfig } from "../platform/config/env.ts";

// ROLE=market is the market process alone: neither Fastify, React nor the built app is loaded. With
// WEB_CONCURRENCY above 1 this process supervises web workers (each a ROLE=web node); otherwise it is the
// site itself, with the engines when ROLE is all (docs/architecture.md, Processes).
const config = loadConfig();
if (config.role === "market") {
  const { runMarket } = await import("../market/main.ts");
  await runMarket(config);
} else if (cluster.isPrimary && config.webConcurrency > 1) {
  const { superviseWebWorkers } = await import("./web-workers.ts");
  await superviseWebWorkers(config);
} else {
  const { startWeb } = await import("./start.ts");
  await startWeb(config);
}
