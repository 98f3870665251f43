import { describe, expect, it } from "vitest";
import { loadConfig } from "./env.ts";

describe("loadConfig", () => {
  it("has working defaults for the embedded mode", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith("/.data")).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("names every bad variable in one message", () => {
    expect(() => loadConfig({ PORT: "seventy", DATABASE_URL: "not a url" })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it("turns CoinGecko on with a key, on the demo plan unless told otherwise, and refuses a malformed key or plan", () => {
    expect(loadConfig({}).market.coingecko).toBeUndefined();
    expect(loadConfig({ COINGECKO_API_KEY: "" }).market.coingecko).toBeUndefined();
    expect(loadConfig({ COINGECKO_API_KEY: "CG-abcdefgh123" }).market.coingecko).toEqual({
      apiKey: "CG-abcdefgh123",
      plan: "demo",
    });
    expect(
      loadConfig({ COINGECKO_API_KEY: "CG-abcdefgh123", COINGECKO_PLAN: "pro" }).market.coingecko?.plan,
    ).toBe("pro");
    expect(() => loadConfig({ COINGECKO_API_KEY: "has spaces in it" })).toThrow(/COINGECKO_API_KEY/);
    expect(() => loadConfig({ COINGECKO_API_KEY: "CG-abcdefgh123", COINGECKO_PLAN: "gold" })).toThrow(
      /COINGECKO_PLAN/,
    );
  });

  it("strips a trailing slash from PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://tokenatlas.example/" }).publicUrl).toBe(
      "https://tokenatlas.example",
    );
  });

  it("turns Google sign-in on only with both the client id and secret; an http issuer only outside production", () => {
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id" }).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }).google).toEqual({
      clientId: "id",
      clientSecret: "secret",
      issuer: "https://accounts.google.com",
    });
    const local = { GOOGLE_ISSUER: "http://127.0.0.1:4000" };
    expect(loadConfig({ ...local, NODE_ENV: "test" }).google).toBeUndefined();
    expect(() => loadConfig({ ...local, NODE_ENV: "production" })).toThrow(/GOOGLE_ISSUER/);
  });
});
