// React and its server renderer pick their production build from NODE_ENV when first imported, so it is
// settled before anything else loads; the config schema uses the same default.
process.env.NODE_ENV ??= "production";
await import("./start.ts");

export {};
