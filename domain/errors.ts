/** Typed domain errors; one Fastify error handler maps them to HTTP answers (docs/architecture.md, Conventions). */
export type FieldErrors = Record<string, string>;

export class DomainError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: FieldErrors;
  constructor(status: number, code: string, message: string, fields?: FieldErrors) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/**
 * Whether an error is a DomainError, also one thrown by the copy of this module inside the built app's server
 * bundle (`instanceof` tells the two classes apart).
 */
export function isDomainError(error: unknown): error is DomainError {
  return (
    error instanceof Error &&
    typeof (error as DomainError).status === "number" &&
    typeof (error as DomainError).code === "string"
  );
}

/** A request no route can serve as sent (a NUL, bytes that are not UTF-8, a malformed header). */
export class BadRequest extends DomainError {
  constructor(message = "Bad request") {
    super(400, "bad_request", message);
  }
}

export class NotFound extends DomainError {
  constructor(message = "Not found") {
    super(404, "not_found", message);
  }
}

export class Invalid extends DomainError {
  constructor(fields: FieldErrors, message = "Invalid input") {
    super(422, "invalid", message, fields);
  }
}

/** Not signed in, or the session has ended. */
export class Unauthorized extends DomainError {
  constructor(code = "unauthorized", message = "Sign in first") {
    super(401, code, message);
  }
}

export class Forbidden extends DomainError {
  constructor(code = "forbidden", message = "Not allowed") {
    super(403, code, message);
  }
}

export class Conflict extends DomainError {
  constructor(code: string, message: string, fields?: FieldErrors) {
    super(409, code, message, fields);
  }
}

export class RateLimited extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, "rate_limited", "Too many attempts, try again later");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
