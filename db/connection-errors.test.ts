import { describe, expect, it } from "vitest";
import { isConnectionError } from "./connection-errors.ts";

const coded = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("connection-class errors", () => {
  it("recognises a server going away, a lost or refused connection, and a driver giving up", () => {
    for (const error of [
      coded("57P01", "terminating connection due to administrator command"),
      coded("57P02"),
      coded("57P03", "the database system is starting up"),
      coded("08006"),
      coded("08001"),
      coded("ECONNREFUSED"),
      coded("ECONNRESET"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Connection is closed."),
    ]) {
      expect(isConnectionError(error)).toBe(true);
    }
  });

  it("reads through the errors that wrap them (a failed Drizzle query)", () => {
    const wrapped = new Error("Failed query: select 1", { cause: coded("ECONNREFUSED") });
    expect(isConnectionError(wrapped)).toBe(true);
  });

  it("leaves bad queries and other failures alone", () => {
    for (const error of [
      coded("42601", "syntax error"),
      coded("23505", "duplicate key value"),
      coded("57014", "canceling statement due to statement timeout"),
      new Error("connection refused: db-secret-host:5432"),
      "Connection terminated",
      undefined,
    ]) {
      expect(isConnectionError(error)).toBe(false);
    }
  });
});
