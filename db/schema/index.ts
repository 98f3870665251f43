export * from "./accounts.ts";
export * from "./catalog.ts";
export * from "./market.ts";
