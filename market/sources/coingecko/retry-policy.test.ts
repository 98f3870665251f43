import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  BadRequestError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
} from "@coingecko/coingecko-typescript";
import { describe, expect, it } from "vitest";
import { describeError, parseRetryAfter, retryVerdict } from "./retry-policy.ts";

const NOW = Date.parse("2026-03-01T12:00:00Z");
const headers = (init: Record<string, string> = {}) => new Headers(init);

describe("Retry-After", () => {
  it("reads seconds and HTTP dates, and nothing else", () => {
    expect(parseRetryAfter("1", NOW)).toBe(1000);
    expect(parseRetryAfter(" 60 ", NOW)).toBe(60_000);
    expect(parseRetryAfter("Sun, 01 Mar 2026 12:00:30 GMT", NOW)).toBe(30_000);
    expect(parseRetryAfter("Sun, 01 Mar 2026 11:00:00 GMT", NOW)).toBe(0);
    expect(parseRetryAfter("-5", NOW)).toBeNull();
    expect(parseRetryAfter("soon", NOW)).toBeNull();
    expect(parseRetryAfter(null, NOW)).toBeNull();
  });
});

describe("which failures are retried", () => {
  it("retries rate limits after Retry-After when given", () => {
    expect(
      retryVerdict(new RateLimitError(429, undefined, undefined, headers({ "retry-after": "2" })), NOW),
    ).toEqual({ retry: true, afterMs: 2000 });
    expect(retryVerdict(new RateLimitError(429, undefined, undefined, headers()), NOW)).toEqual({
      retry: true,
    });
  });

  it("retries server errors, request timeouts and connection failures", () => {
    expect(retryVerdict(new InternalServerError(500, undefined, undefined, headers()), NOW)).toEqual({
      retry: true,
    });
    expect(
      retryVerdict(new InternalServerError(503, undefined, undefined, headers({ "retry-after": "5" })), NOW),
    ).toEqual({ retry: true, afterMs: 5000 });
    expect(retryVerdict(new APIError(408, undefined, undefined, headers()), NOW)).toEqual({ retry: true });
    expect(retryVerdict(new APIConnectionTimeoutError(), NOW)).toEqual({ retry: true });
    expect(retryVerdict(new APIConnectionError({}), NOW)).toEqual({ retry: true });
  });

  it("does not retry client errors, aborts or unreadable bodies", () => {
    expect(retryVerdict(new BadRequestError(400, undefined, undefined, headers()), NOW)).toEqual({
      retry: false,
    });
    expect(retryVerdict(new NotFoundError(404, undefined, undefined, headers()), NOW)).toEqual({
      retry: false,
    });
    expect(retryVerdict(new APIUserAbortError(), NOW)).toEqual({ retry: false });
    expect(retryVerdict(new SyntaxError("Unexpected end of JSON input"), NOW)).toEqual({ retry: false });
  });
});

describe("error descriptions", () => {
  it("name the failure without echoing the server's text", () => {
    const body = { error: "<script>alert(1)</script>" };
    expect(describeError(new InternalServerError(500, body, undefined, headers()))).toBe("HTTP 500");
    expect(describeError(new APIConnectionTimeoutError())).toBe("request timed out");
    expect(describeError(new APIConnectionError({}))).toBe("connection failed");
    expect(describeError(new SyntaxError("Unexpected token"))).toBe("malformed response body");
    expect(describeError(new Error("coins/markets: expected an array"))).toBe(
      "coins/markets: expected an array",
    );
  });
});
