import { DrizzleQueryError } from "drizzle-orm/errors";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config/env.ts";
import { createTestDb } from "../../tests/support/test-db.ts";
import { buildApp } from "../app.ts";
import { loggable } from "./errors.ts";
import { redactedUrl } from "./request-log.ts";

describe("what the log keeps", () => {
  it("of a failed query: the statement, codes and stack, never the values or the database's detail", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_idx"'),
      {
        code: "23505",
        constraint: "users_email_idx",
        detail: "Key (email)=(victim@example.test) already exists.",
      },
    );
    const err = new DrizzleQueryError(
      "insert into users (email, password_hash) values ($1, $2)",
      ["victim@example.test", "$argon2id$v=19$m=47104,t=1,p=1$c2FsdA$aGFzaA"],
      cause,
    );
    const kept = loggable(err);
    expect(kept).toMatchObject({
      type: "DrizzleQueryError",
      query: "insert into users (email, password_hash) values ($1, $2)",
      code: "23505",
      constraint: "users_email_idx",
    });
    const text = JSON.stringify(kept);
    expect(text).not.toContain("victim@example.test");
    expect(text).not.toContain("argon2id");
    expect(text).toContain("at ");
  });

  it("of other errors: the error itself", () => {
    const err = new Error("plain");
    expect(loggable(err)).toBe(err);
  });

  it("of a URL: secret-looking query values replaced, the rest kept", () => {
    expect(redactedUrl("/api/user/password?password_old=a&password=b&password_confirmation=b")).toBe(
      "/api/user/password?password_old=%5Bredacted%5D&password=%5Bredacted%5D&password_confirmation=%5Bredacted%5D",
    );
    expect(redactedUrl("/api/user/email/verify?code=123456")).toBe(
      "/api/user/email/verify?code=%5Bredacted%5D",
    );
    expect(redactedUrl("/api/tokens?page=2&sort=new")).toBe("/api/tokens?page=2&sort=new");
    expect(redactedUrl("/api/user")).toBe("/api/user");
  });

  it("of a request the app logs with the process's logger: the URL with its secret values redacted", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const handle = await createTestDb("empty");
    // Requests are logged in development only.
    const config = loadConfig({ NODE_ENV: "development" });
    const app = await buildApp({ config, db: handle.db, ssr: false, logger });
    try {
      await app.inject({ method: "GET", url: "/api/nothing-here?password=hunter2&page=2" });
    } finally {
      await app.close();
      await handle.close();
    }
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toContain("/api/nothing-here?password=%5Bredacted%5D&page=2");
    expect(lines.join("\n")).not.toContain("hunter2");
  });
});
