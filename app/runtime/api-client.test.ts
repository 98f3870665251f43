import { describe, expect, it, vi } from "vitest";
import { type ApiClientOptions, createApiClient, type FetchLike } from "./api-client.ts";

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Answer = { status: number; body?: unknown } | Error;

function setup(answers: Answer[], options: Partial<ApiClientOptions> = {}) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: init.body,
    });
    const answer = answers.shift();
    if (!answer) throw new Error("unexpected call");
    if (answer instanceof Error) throw answer;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status });
  };
  const onError = vi.fn();
  const onRedirect = vi.fn();
  const api = createApiClient({ baseUrl: "https://api.test", fetch, onError, onRedirect, ...options });
  return { api, calls, onError, onRedirect };
}

describe("createApiClient", () => {
  it("resolves OK answers to the parsed JSON body", async () => {
    const { api, calls, onError } = setup([{ status: 200, body: { tokens: [1, 2] } }]);
    await expect(api.get("/api/tokens")).resolves.toEqual({ tokens: [1, 2] });
    expect(calls).toEqual([
      {
        url: "https://api.test/api/tokens",
        method: "GET",
        headers: { Accept: "application/json" },
        body: undefined,
      },
    ]);
    expect(onError).not.toHaveBeenCalled();
  });

  it("resolves an empty or non-JSON OK answer to undefined", async () => {
    const { api } = setup([{ status: 204 }]);
    await expect(api.delete("/api/x")).resolves.toBeUndefined();
    const calls: string[] = [];
    const html = createApiClient({
      baseUrl: "",
      fetch: async (url) => {
        calls.push(url);
        return new Response("<html>", { status: 200 });
      },
    });
    await expect(html.get("/page")).resolves.toBeUndefined();
    expect(calls).toEqual(["/page"]);
  });

  it("adds the query, skipping null and undefined values", async () => {
    const { api, calls } = setup([
      { status: 200, body: [] },
      { status: 200, body: [] },
    ]);
    await api.get("/api/tokens", {
      query: { page: 2, q: "eth coin", verified: true, chain: undefined, x: null },
    });
    await api.get("/builds/latest.json?t=5", { query: { lang: "de" } });
    expect(calls.map((call) => call.url)).toEqual([
      "https://api.test/api/tokens?page=2&q=eth+coin&verified=true",
      "https://api.test/builds/latest.json?t=5&lang=de",
    ]);
  });

  it("sends a bearer token when getToken gives one", async () => {
    const { api, calls } = setup([{ status: 200, body: {} }], { getToken: () => "secret" });
    await api.get("/api/user");
    expect(calls[0].headers).toEqual({ Accept: "application/json", Authorization: "Bearer secret" });
  });

  it("sends no authorization header when getToken gives null", async () => {
    const { api, calls } = setup([{ status: 200, body: {} }], { getToken: () => null });
    await api.get("/api/user");
    expect(calls[0].headers).toEqual({ Accept: "application/json" });
  });

  it("sends a body as JSON and a form as is", async () => {
    const { api, calls } = setup([
      { status: 201, body: { id: 1 } },
      { status: 200, body: {} },
    ]);
    await expect(api.post("/api/items", { body: { name: "a" } })).resolves.toEqual({ id: 1 });
    const form = new URLSearchParams({ a: "1" });
    await api.put("/api/items/1", { form });
    expect(calls[0]).toEqual({
      url: "https://api.test/api/items",
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: '{"name":"a"}',
    });
    expect(calls[1].method).toBe("PUT");
    expect(calls[1].headers).toEqual({ Accept: "application/json" });
    expect(calls[1].body).toBe(form);
  });

  it("returns the body of a 422 to the caller", async () => {
    const errors = { errors: { name: ["required"] } };
    const { api, onError } = setup([{ status: 422, body: errors }]);
    await expect(api.post("/api/items", { body: {} })).resolves.toEqual(errors);
    expect(onError).not.toHaveBeenCalled();
  });

  it("returns the body of a 404 on the bot path", async () => {
    const { api, onError } = setup([{ status: 404, body: { bot: null } }]);
    await expect(api.get("/api/user/bot/status")).resolves.toEqual({ bot: null });
    expect(onError).not.toHaveBeenCalled();
  });

  it("redirects a 404 on the by-address path to correct_token_url", async () => {
    const { api, onError, onRedirect } = setup([
      { status: 404, body: { correct_token_url: "/tokens/eth/usdc" } },
    ]);
    await expect(
      api.get("/api/tokens/1/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48"),
    ).resolves.toBeUndefined();
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith("/tokens/eth/usdc");
    expect(onError).not.toHaveBeenCalled();
  });

  it("reports a 404 on the by-address path without correct_token_url as an error", async () => {
    const { api, onError, onRedirect } = setup([{ status: 404, body: { message: "gone" } }]);
    await expect(
      api.get("/api/tokens/1/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48"),
    ).resolves.toBeUndefined();
    expect(onRedirect).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledExactlyOnceWith(
      404,
      "/api/tokens/1/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
    );
  });

  it("reports other errors and resolves to undefined", async () => {
    for (const status of [400, 401, 403, 404, 501, 505, 507, 510]) {
      const { api, calls, onError } = setup([{ status, body: { message: "x" } }]);
      await expect(api.get("/api/tokens")).resolves.toBeUndefined();
      expect(calls).toHaveLength(1);
      expect(onError).toHaveBeenCalledExactlyOnceWith(status, "/api/tokens");
    }
  });

  it("retries idempotent methods exactly once on the retry statuses", async () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      for (const method of ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"] as const) {
        const { api, calls, onError } = setup([{ status }, { status: 200, body: { ok: true } }]);
        await expect(api.request(method, "/api/x")).resolves.toEqual({ ok: true });
        expect(calls.map((call) => call.method)).toEqual([method, method]);
        expect(onError).not.toHaveBeenCalled();
      }
    }
  });

  it("does not retry a second time", async () => {
    const { api, calls, onError } = setup([{ status: 503 }, { status: 503 }, { status: 200, body: {} }]);
    await expect(api.get("/api/x")).resolves.toBeUndefined();
    expect(calls).toHaveLength(2);
    expect(onError).toHaveBeenCalledExactlyOnceWith(503, "/api/x");
  });

  it("never retries POST", async () => {
    const { api, calls, onError } = setup([{ status: 503 }, { status: 200, body: {} }]);
    await expect(api.post("/api/x", { body: {} })).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(onError).toHaveBeenCalledExactlyOnceWith(503, "/api/x");
  });

  it("does not retry on statuses outside the retry set", async () => {
    const { api, calls } = setup([{ status: 501 }, { status: 200, body: {} }]);
    await expect(api.get("/api/x")).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it("swallows network errors", async () => {
    const { api, calls, onError } = setup([new TypeError("Failed to fetch")]);
    await expect(api.get("/api/x")).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it("swallows a network error on the retry", async () => {
    const { api, calls } = setup([{ status: 502 }, new TypeError("Failed to fetch")]);
    await expect(api.get("/api/x")).resolves.toBeUndefined();
    expect(calls).toHaveLength(2);
  });
});
