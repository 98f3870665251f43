/** Typed domain errors; one Fastify error handler maps them to HTTP answers (DESIGN §5). */
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
