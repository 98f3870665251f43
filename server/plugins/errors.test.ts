import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BadRequest,
  Conflict,
  type DomainError,
  Forbidden,
  Invalid,
  NotFound,
  RateLimited,
  Unauthorized,
} from "../../domain/errors.ts";
import { registerErrorHandler } from "./errors.ts";

/** An error as the built app's own copy of domain/errors.ts throws it: another class, the same shape. */
class CopiedNotFound extends Error {
  readonly kind = "not_found";
  readonly code = "not_found";
}

const thrown: Record<string, () => Error> = {
  "bad-request": () => new BadRequest(),
  unauthorized: () => new Unauthorized("two_factor_expired", "Sign in again"),
  forbidden: () => new Forbidden(),
  "not-found": () => new NotFound("No such token"),
  conflict: () => new Conflict("slug_taken", "Slug taken", { slug: "taken" }),
  invalid: () => new Invalid({ email: "email_invalid" }),
  "rate-limited": () => new RateLimited(42),
  copy: () => new CopiedNotFound("Not found"),
  plain: () => new Error("secret detail"),
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  for (const [name, error] of Object.entries(thrown)) {
    app.get(`/${name}`, async () => {
      throw error();
    });
  }
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe("the edge's answer to a domain error", () => {
  it.each([
    ["bad-request", 400, { code: "bad_request", message: "Bad request" }],
    ["unauthorized", 401, { code: "two_factor_expired", message: "Sign in again" }],
    ["forbidden", 403, { code: "forbidden", message: "Not allowed" }],
    ["not-found", 404, { code: "not_found", message: "No such token" }],
    ["conflict", 409, { code: "slug_taken", message: "Slug taken", fields: { slug: "taken" } }],
    ["invalid", 422, { code: "invalid", message: "Invalid input", fields: { email: "email_invalid" } }],
    ["rate-limited", 429, { code: "rate_limited", message: "Too many attempts, try again later" }],
    ["copy", 404, { code: "not_found", message: "Not found" }],
  ])("maps /%s to %i with its code", async (name, status, error) => {
    const res = await app.inject(`/${name}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
  });

  it("sends Retry-After with a rate limit", async () => {
    expect((await app.inject("/rate-limited")).headers["retry-after"]).toBe("42");
  });

  it("answers any other error with a 500 that names nothing", async () => {
    const res = await app.inject("/plain");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: "internal", message: "Internal server error" } });
  });

  it("keeps HTTP out of the domain: an error carries its kind, not a status", () => {
    const error: DomainError = new NotFound();
    expect(error.kind).toBe("not_found");
    expect("status" in error).toBe(false);
  });
});
