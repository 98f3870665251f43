import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from "@coingecko/coingecko-typescript";
import type { RetryVerdict } from "./call-queue.ts";

/** An IMF-fixdate, the HTTP date form servers send, e.g. `Sun, 01 Mar 2026 12:00:30 GMT`. */
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** `Retry-After` in ms: delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!HTTP_DATE.test(text)) return null;
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - nowMs) : null;
}

/**
 * What the queue retries: rate limits (429), request timeouts (408), server errors (5xx) and connection
 * failures or timeouts. Other statuses, aborts and unreadable bodies would fail the same way again.
 */
export function retryVerdict(error: unknown, nowMs: number): RetryVerdict {
  if (error instanceof APIUserAbortError) return { retry: false };
  if (error instanceof APIConnectionError) return { retry: true };
  if (!(error instanceof APIError) || error.status === undefined) return { retry: false };
  const { status } = error;
  if (status !== 429 && status !== 408 && status < 500) return { retry: false };
  const afterMs = parseRetryAfter(error.headers?.get("retry-after"), nowMs);
  return afterMs === null ? { retry: true } : { retry: true, afterMs };
}

/** A short, server-text-free description for logs and the source's state. */
export function describeError(error: unknown): string {
  if (error instanceof APIUserAbortError) return "aborted";
  if (error instanceof APIConnectionTimeoutError) return "request timed out";
  if (error instanceof APIConnectionError) return "connection failed";
  if (error instanceof APIError && error.status !== undefined) return `HTTP ${error.status}`;
  if (error instanceof SyntaxError) return "malformed response body";
  return error instanceof Error ? error.message.slice(0, 200) : "unknown error";
}
