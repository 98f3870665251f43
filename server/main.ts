// React and its server renderer pick their production build from NODE_ENV when first imported, so it is
// settled before anything else loads; the config schema uses the same default.
process.env.NODE_ENV ??= "production";
// ROLE=market is the market process alone: neither Fastify, React nor the built app is loaded
// (docs/architecture.md, Processes). Any other ROLE, a wrong one included, goes to the web boot, whose
// configuration check names it.
await import(process.env.ROLE === "market" ? "../market/main.ts" : "./start.ts");

export {};
