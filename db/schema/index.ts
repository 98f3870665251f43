export * from "./accounts.ts";
export * from "./catalog.ts";
export * from "./communities.ts";
export * from "./content.ts";
export * from "./market.ts";
export * from "./owners.ts";
export * from "./routing.ts";
