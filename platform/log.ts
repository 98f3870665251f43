import { type Logger, pino } from "pino";

export type { Logger } from "pino";

/** How much a process writes (LOG_LEVEL): pino's levels, or nothing with `silent`. */
export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/** The level of a line the market side writes: info unless something failed. */
export type LineLevel = "info" | "warn" | "error";

/**
 * One line of the log, its fields then its message: what the market side (engines, providers, sources) is given
 * to log with, so it knows nothing of the logger behind it. A failure says so with its level, so that it is
 * still written when LOG_LEVEL leaves out the info lines.
 */
export type Log = (fields: Record<string, unknown>, msg: string, level?: LineLevel) => void;

/**
 * The process's one logger: JSON lines on standard output from `level` up. The web app hands it to Fastify,
 * which adds its request fields (server/plugins/request-log.ts); the market side writes through `logLines`.
 */
export function createLogger(level: LogLevel): Logger {
  return pino({ level });
}

/** A logger as the market side's `Log`, each line at its level. */
export const logLines =
  (logger: Logger): Log =>
  (fields, msg, level = "info") =>
    logger[level](fields, msg);
