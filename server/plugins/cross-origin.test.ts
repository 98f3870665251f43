import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../tests/support/test-app.ts";

const { app } = setupTestApp();
const DAPP = "https://dapp.example";

const read = (url: string) => app().inject({ method: "GET", url, headers: { origin: DAPP } });

describe("public reads from another site", () => {
  it("are readable from any origin, without credentials, and may be embedded", async () => {
    const token = (await read("/api/tokens?limit=1")).json() as { data: { slug: string; logo: string }[] };
    const [first] = token.data;
    for (const url of [
      "/api/tokens?limit=1",
      `/api/tokens/${first.slug}`,
      "/api/blockchains",
      "/api/tags",
      "/api/search?q=eth",
      "/api/localizer?locale=DE",
      first.logo,
    ]) {
      const res = await read(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["access-control-allow-origin"], url).toBe("*");
      expect(res.headers["access-control-allow-credentials"], url).toBeUndefined();
      expect(res.headers["cross-origin-resource-policy"], url).toBe("cross-origin");
    }
  });

  it("answer a preflight for a read with a bearer token", async () => {
    const res = await app().inject({
      method: "OPTIONS",
      url: "/api/tokens?limit=5",
      headers: {
        origin: DAPP,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-methods"]).toBe("GET, HEAD");
    expect(String(res.headers["access-control-allow-headers"]).toLowerCase()).toContain("authorization");
    expect(res.headers["access-control-max-age"]).toBe("86400");
    expect(res.body).toBe("");
  });
});

describe("what needs a session", () => {
  it("stays same-origin: no CORS headers, and no preflight", async () => {
    const user = await read("/api/user");
    expect(user.headers["access-control-allow-origin"]).toBeUndefined();
    expect(user.headers["cross-origin-resource-policy"]).toBe("same-origin");
    const preflight = await app().inject({
      method: "OPTIONS",
      url: "/api/user",
      headers: { origin: DAPP, "access-control-request-method": "GET" },
    });
    expect(preflight.statusCode).toBe(405);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("refuses a write from another site", async () => {
    const res = await app().inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: DAPP, "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
