/**
 * Typed domain errors: each says what kind of refusal it is, with a code the client translates, and knows
 * nothing of HTTP. The edge maps a kind to its status (server/plugins/errors.ts; docs/architecture.md,
 * Conventions).
 */
export type FieldErrors = Record<string, string>;

/** Every kind of refusal the domain throws. */
export const ERROR_KINDS = [
  "bad_request",
  "not_found",
  "invalid",
  "unauthorized",
  "forbidden",
  "conflict",
  "gone",
  "rate_limited",
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly fields?: FieldErrors;
  constructor(kind: ErrorKind, code: string, message: string, fields?: FieldErrors) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.fields = fields;
  }
}

/**
 * Whether an error is a DomainError, also one thrown by the copy of this module inside the built app's server
 * bundle (`instanceof` tells the two classes apart): it carries one of the kinds and a code.
 */
export function isDomainError(error: unknown): error is DomainError {
  return (
    error instanceof Error &&
    (ERROR_KINDS as readonly unknown[]).includes((error as DomainError).kind) &&
    typeof (error as DomainError).code === "string"
  );
}

/** A request no route can serve as sent (a NUL, bytes that are not UTF-8, a malformed header). */
export class BadRequest extends DomainError {
  constructor(message = "Bad request") {
    super("bad_request", "bad_request", message);
  }
}

export class NotFound extends DomainError {
  constructor(message = "Not found") {
    super("not_found", "not_found", message);
  }
}

export class Invalid extends DomainError {
  constructor(fields: FieldErrors, message = "Invalid input") {
    super("invalid", "invalid", message, fields);
  }
}

/** Not signed in, or the session has ended. */
export class Unauthorized extends DomainError {
  constructor(code = "unauthorized", message = "Sign in first") {
    super("unauthorized", code, message);
  }
}

export class Forbidden extends DomainError {
  constructor(code = "forbidden", message = "Not allowed") {
    super("forbidden", code, message);
  }
}

export class Conflict extends DomainError {
  constructor(code: string, message: string, fields?: FieldErrors) {
    super("conflict", code, message, fields);
  }
}

/** What existed and can no longer be used: a used, cancelled or expired single-use code. */
export class Gone extends DomainError {
  constructor(code: string, message: string) {
    super("gone", code, message);
  }
}

/** Too many attempts or requests: the caller may try again after `retryAfterSeconds`. */
export class RateLimited extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message = "Too many attempts, try again later") {
    super("rate_limited", "rate_limited", message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
