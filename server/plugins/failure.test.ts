import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { loadConfig } from "../../platform/config/env.ts";
import { BROWSER_UA } from "../../tests/support/test-app.ts";
import { buildApp } from "../app.ts";

/** A database that fails every query: what the site shows when the storage is down. */
const brokenDb = {
  execute: async () => {
    throw new Error("connection refused: db-secret-host:5432");
  },
} as unknown as Db;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), db: brokenDb });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe("when the database fails", () => {
  it("shows the internal-server-error page with status 500 and no internals", async () => {
    const res = await app.inject({ url: "/blockchains", headers: { "user-agent": BROWSER_UA } });
    expect(res.statusCode).toBe(500);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("Something went wrong on our side");
    expect(res.body).not.toContain("db-secret-host");
  });

  it("gives bots the status without an error page", async () => {
    const res = await app.inject({ url: "/blockchains", headers: { "user-agent": "Googlebot/2.1" } });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe("");
  });

  it("answers the API with a JSON 500 that leaks nothing", async () => {
    const res = await app.inject("/api/tokens");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: "internal", message: "Internal server error" } });
  });
});
