import { availableParallelism } from "node:os";
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

  it("runs one web process on the embedded database and every CPU's worth with PostgreSQL and Redis", () => {
    const shared = { DATABASE_URL: "postgres://db/ta", REDIS_URL: "redis://cache:6379" };
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: shared.DATABASE_URL }).webConcurrency).toBe(1);
    expect(loadConfig(shared).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ ...shared, WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: above 1 needs DATABASE_URL and REDIS_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: shared.DATABASE_URL, WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY/,
    );
    for (const bad of ["0", "65", "two", "1.5"]) {
      expect(() => loadConfig({ ...shared, WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY/);
    }
  });

  it("trusts no proxy unless TRUST_PROXY names a hop count or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,fd00::/8,loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "fd00::/8",
      "loopback",
    ]);
    for (const bad of ["true", "0", "10.0.0.0/33", "example.com", "1.2.3.4/8/1"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it("bounds what one realtime client may cost by default, and keeps /metrics local without a token", () => {
    const config = loadConfig({});
    expect(config.realtime).toMatchObject({
      messagesPerSecond: 20,
      messageBurst: 100,
      maxConnectionsPerAddress: 16,
      existsCacheSize: 10000,
      existsConcurrency: 2,
    });
    expect(config.metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ REALTIME_CONNECTIONS_PER_IP: "0" })).toThrow(/REALTIME_CONNECTIONS_PER_IP/);
  });

  it("limits the public reads per address and, higher, per API token by default; 0 turns either off", () => {
    expect(loadConfig({}).readLimits).toEqual({ perAddress: 1200, perToken: 6000 });
    expect(loadConfig({ API_READ_LIMIT: "0", API_READ_LIMIT_TOKEN: "0" }).readLimits).toEqual({
      perAddress: 0,
      perToken: 0,
    });
    for (const bad of ["-1", "1.5", "many", "1000001"]) {
      expect(() => loadConfig({ API_READ_LIMIT: bad })).toThrow(/API_READ_LIMIT/);
      expect(() => loadConfig({ API_READ_LIMIT_TOKEN: bad })).toThrow(/API_READ_LIMIT_TOKEN/);
    }
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

  it("indexes no chain by default, and reads the indexer's chains, factories and stablecoins", () => {
    expect(loadConfig({}).evm).toEqual({ chains: [], backfillBlocks: 3000, pollMs: 1000 });
    const token = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";
    const factory = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
    const config = loadConfig({
      EVM_RPC_URLS: "31337=http://127.0.0.1:8545",
      EVM_DEX_FACTORIES: `31337:uniswap-v2:${factory}`,
      EVM_STABLECOINS: `31337:${token}`,
      EVM_BACKFILL_BLOCKS: "50",
      EVM_POLL_MS: "250",
    });
    expect(config.evm).toEqual({
      chains: [
        {
          chainId: 31337,
          rpcUrl: "http://127.0.0.1:8545",
          factories: [{ kind: "uniswap-v2", address: factory }],
          stablecoins: [token.toLowerCase()],
        },
      ],
      backfillBlocks: 50,
      pollMs: 250,
    });
  });

  it("names every bad indexer entry, and polls at least once a second", () => {
    const error = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        return (e as Error).message;
      }
      return "";
    };
    const message = error({
      EVM_RPC_URLS: "1=https://eth.example,abc",
      EVM_DEX_FACTORIES: "1:uniswap-v9:0x5FbDB2315678afecb367f032d93F642f64180aa3",
      EVM_STABLECOINS: "1:nope",
    });
    expect(message).toMatch(/EVM_RPC_URLS: entry "abc": expected <chainId>=<url>/);
    expect(message).toMatch(/EVM_DEX_FACTORIES: entry "1:uniswap-v9:.*": kind must be/);
    expect(message).toMatch(/EVM_STABLECOINS: entry "1:nope": the address must be/);
    expect(error({ EVM_RPC_URLS: "31337=http://127.0.0.1:8545" })).toMatch(
      /chain 31337 has no Uniswap factory/,
    );
    expect(error({ EVM_POLL_MS: "1500" })).toMatch(/EVM_POLL_MS/);
  });
});
