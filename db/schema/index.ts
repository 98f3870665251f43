export * from "./catalog.ts";
export * from "./market.ts";
