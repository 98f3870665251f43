/**
 * Whether an error says the database (or Redis) cannot be reached right now, as opposed to a bad query: the
 * server restarting or shutting down (57P01–57P03), a lost or refused connection (class 08, socket errors),
 * or a driver that gave up connecting. Such a request may succeed a few seconds later. Drivers and Drizzle
 * wrap errors, so the whole `cause` chain is read.
 */
export function isConnectionError(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (SOCKET_CODES.has(code) || /^(08...|57P0[123])$/.test(code))) return true;
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(e.message))) return true;
  }
  return false;
}

/**
 * Thrown where a service other than the database does not answer (an RPC node): the request gets the same
 * 503 with Retry-After as when the database is away. Recognised by its code, as the built app bundles its own
 * copy of this module.
 */
export class DependencyUnavailable extends Error {
  readonly code = "EDEPENDENCY";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** How long a client is asked to wait before retrying while a dependency is down (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = 5;

const SOCKET_CODES = new Set([
  "EDEPENDENCY",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "EAI_AGAIN",
]);

const CONNECTION_MESSAGES = [
  // node-postgres: a connection the server closed, a pool that could not connect in time, a dead client.
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  // ioredis: a command on a closed connection, or one that ran out of reconnection attempts.
  /^Connection is closed\.?$/,
  /^Reached the max retries per request limit/,
];
