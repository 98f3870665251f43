import { type Logger, pino } from "pino";

export type { Logger } from "pino";

/** How much a process writes (LOG_LEVEL): pino's levels, or nothing with `silent`. */
export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/**
 * One line of the log, its fields then its message: what the market side (engines, providers, sources) is given
 * to log with, so it knows nothing of the logger behind it.
 */
export type Log = (fields: Record<string, unknown>, msg: string) => void;

/**
 * The process's one logger: JSON lines on standard output from `level` up. The web app hands it to Fastify,
 * which adds its request fields (server/plugins/request-log.ts); the market side writes through `logLines`.
 */
export function createLogger(level: LogLevel): Logger {
  return pino({ level });
}

/** A logger as the market side's `Log`: every line at info. */
export const logLines =
  (logger: Logger): Log =>
  (fields, msg) =>
    logger.info(fields, msg);
