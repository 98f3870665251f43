import { createMemoryBus } from "./memory.ts";
import { createRedisBus } from "./redis.ts";
import type { Bus } from "./types.ts";

export { createMemoryBus } from "./memory.ts";
export type { Bus, Delivered, Publication } from "./types.ts";

/** Redis when a URL is given (several processes), the in-process bus otherwise. */
export const createBus = (redisUrl?: string): Bus =>
  redisUrl ? createRedisBus(redisUrl) : createMemoryBus();
