import { describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/index.ts";
import { BROWSER_UA, setupTestApp } from "../../tests/support/test-app.ts";

const { app, db } = setupTestApp();

const send = (
  method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS",
  url: string,
  ua: string,
) => app().inject({ method, url, headers: { "user-agent": ua } });

describe("requests under /api that no route serves", () => {
  it("answer 404 in the API's JSON shape to a browser and to a program alike", async () => {
    for (const ua of [BROWSER_UA, "curl/8.5.0"]) {
      for (const method of ["GET", "POST", "DELETE"] as const) {
        const res = await send(method, "/api/no-such-thing?x=1", ua);
        expect(res.statusCode, `${method} ${ua}`).toBe(404);
        expect(res.headers["content-type"]).toContain("application/json");
        expect(res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
      }
    }
    // The German prefix is no API address either: the page answers it.
    expect((await send("GET", "/de/api/no-such-thing", BROWSER_UA)).headers["content-type"]).toContain(
      "text/html",
    );
  });

  it("answer 405 with Allow when the address takes other methods", async () => {
    const tokens = await send("DELETE", "/api/tokens", "curl/8.5.0");
    expect(tokens.statusCode).toBe(405);
    expect(tokens.headers.allow).toBe("GET, HEAD");
    expect(tokens.json()).toEqual({
      error: { code: "method_not_allowed", message: "This address takes GET, HEAD" },
    });
    const entry = await send("PATCH", "/api/admin/entries/7", BROWSER_UA);
    expect(entry.statusCode).toBe(405);
    expect(entry.headers.allow).toBe("GET, HEAD, PUT, DELETE");
  });

  it("leave the API's own routes as they are", async () => {
    expect((await send("GET", "/api/tokens?limit=1", "curl/8.5.0")).statusCode).toBe(200);
    expect((await send("HEAD", "/api/tokens?limit=1", "curl/8.5.0")).statusCode).toBe(200);
    // The desk answers a visitor without a session itself.
    expect((await send("GET", "/api/admin/entries/7", "curl/8.5.0")).statusCode).toBe(401);
  });
});

describe("bodies the API cannot take", () => {
  const contact = {
    name: "Ada",
    email: "ada@example.test",
    topic: "other",
    message: "A message long enough",
  };
  const post = (payload: string, type: string, ua: string) =>
    app().inject({
      method: "POST",
      url: "/api/contact",
      payload,
      headers: { "user-agent": ua, "content-type": type, origin: "http://localhost:3000" },
    });

  it("answer 415 and 413 in the API's JSON shape to a browser and to a program alike, writing nothing", async () => {
    for (const ua of [BROWSER_UA, "curl/8.5.0"]) {
      const text = await post("<contact/>", "application/xml", ua);
      expect(text.statusCode, ua).toBe(415);
      expect(text.headers["content-type"]).toContain("application/json");
      expect(text.json()).toMatchObject({ error: { code: "unsupported_media_type" } });

      const huge = await post(
        JSON.stringify({ ...contact, message: "x".repeat(1_100_000) }),
        "application/json",
        ua,
      );
      expect(huge.statusCode, ua).toBe(413);
      expect(huge.headers["content-type"]).toContain("application/json");
      expect(huge.json()).toMatchObject({ error: { code: "payload_too_large" } });
    }
    expect(await db().select().from(contactMessages)).toEqual([]);
  });
});
