import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { z } from "zod";
import { DEMO_DEFAULTS } from "../../domain/market/demo-model.ts";
import type { LogLevel } from "../log.ts";
import {
  type EvmChainConfig,
  evmChains,
  type Parsed,
  parseDexFactories,
  parseRpcUrls,
  parseStablecoins,
} from "./evm.ts";

/** An empty variable counts as unset, so `FOO=` falls back to the default. */
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);

/** Names proxy-addr (Fastify's trustProxy) knows for the private ranges. */
const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's named ranges. */
function isProxyRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may set X-Forwarded-For/-Host/-Proto: none (unset or `false`), the nearest N hops (`1`), or the
 * listed addresses and ranges. Forwarded headers from anyone else are ignored, so a visitor cannot pick their
 * own address for the per-IP limits.
 */
const trustProxy = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .default("false")
    .transform((text, ctx): TrustProxy => {
      const value = text.trim();
      if (value === "false") return false;
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops >= 1 && hops <= 32) return hops;
      } else {
        const entries = value.split(",").map((e) => e.trim());
        if (entries.every(isProxyRange)) return entries;
      }
      ctx.addIssue({
        code: "custom",
        message: "false, a hop count (1-32), or comma-separated addresses and CIDR ranges",
      });
      return z.NEVER;
    }),
);

/** A comma-separated list whose entries are parsed one by one, each bad one named in its own message. */
const entryList = <T>(parse: (text: string) => Parsed<T>) =>
  z
    .string()
    .default("")
    .transform((text, ctx) => {
      const { entries, errors } = parse(text);
      for (const message of errors) ctx.addIssue({ code: "custom", message });
      return entries;
    });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Folder of the embedded database. */
  DATA_DIR: z.string().min(1).default("./.data"),
  /** Public origin used in canonical links, hreflang and sitemaps. */
  PUBLIC_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Pages rendered at once per process; the rest wait in arrival order (fair latency under load). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** How long a signed-out visitor's page is served from memory unless its route says otherwise; 0 turns the cache off. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** How long after that an expired page is still served while it is rendered again. */
  PAGE_CACHE_STALE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Memory for cached pages, in megabytes. */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * Public reads a minute per client address (docs/product.md, Read limits); 0 turns the limit off. A reader's
   * browser fetches up to 100 logos for one list page, and readers behind one NAT share an address.
   */
  API_READ_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  /** Public reads a minute per account for calls with a valid API token; 0 turns the limit off. */
  API_READ_LIMIT_TOKEN: z.coerce.number().int().min(0).max(1_000_000).default(6000),
  /**
   * Web worker processes sharing the port (ROLE web or all); they need PostgreSQL and Redis to share state,
   * so the default is the number of CPUs with both set and 1 without them.
   */
  WEB_CONCURRENCY: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(64).optional()),
  /** Folder of the built web app (react-router build). */
  BUILD_DIR: z.string().min(1).default("./build"),
  /** What this process runs: the site and the market engine (all), the site only (web), the engine only (market). */
  ROLE: z.enum(["all", "web", "market"]).default("all"),
  /** Redis for the realtime bus between processes; without it the bus is in-process. */
  REDIS_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  /** Demo market: trades per second over all pairs when it is first built, and its seed. */
  MARKET_DEMO_RATE: z.coerce.number().min(0.1).max(100000).default(DEMO_DEFAULTS.rate),
  MARKET_SEED: z.coerce.number().int().min(0).default(DEMO_DEFAULTS.seed),
  /** Hours of history the demo rebuilds at start (statistics need 24). */
  MARKET_HISTORY_HOURS: z.coerce.number().min(0).max(24).default(24),
  /** This engine's shard (pair id modulo MARKET_SHARDS); one leader per shard. */
  MARKET_SHARD: z.coerce.number().int().min(0).default(0),
  MARKET_SHARDS: z.coerce.number().int().min(1).max(1024).default(1),
  /** Exchange markets shown at /binance/{market} (comma-separated symbols; empty for none). */
  CEX_MARKETS: z
    .string()
    .default("BTCUSDT,ETHUSDT,BNBUSDT")
    .refine(
      (v) => v === "" || v.split(",").every((s) => /^[A-Za-z]{2,18}$/.test(s.trim())),
      "letters only, comma-separated",
    ),
  /** A Binance-format trade stream for those markets; unset replays recorded-format messages locally. */
  CEX_STREAM_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  /** A CoinGecko API key: asset supplies and project links from CoinGecko (docs/decisions/012-coingecko-source.md). */
  COINGECKO_API_KEY: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[\x21-\x7e]{8,200}$/, "not an API key")
      .optional(),
  ),
  /** The key's plan: demo (api.coingecko.com, 30 calls a minute) or pro (pro-api.coingecko.com). */
  COINGECKO_PLAN: z.enum(["demo", "pro"]).default("demo"),
  /** Extra origins allowed to open /realtime (comma-separated), besides the site's own. */
  REALTIME_ORIGINS: z.string().default(""),
  REALTIME_MAX_SUBSCRIPTIONS: z.coerce.number().int().min(1).max(10000).default(64),
  REALTIME_MAX_MESSAGE_BYTES: z.coerce.number().int().min(256).max(1048576).default(4096),
  REALTIME_MAX_BUFFER_BYTES: z.coerce.number().int().min(1024).default(1048576),
  /** Messages per second a connection may send on average, and at once; past them it is warned, then closed. */
  REALTIME_MESSAGES_PER_SECOND: z.coerce.number().min(0.1).max(10000).default(20),
  REALTIME_MESSAGE_BURST: z.coerce.number().int().min(1).max(100000).default(100),
  /** Open /realtime connections per client address (the request address Fastify resolves, request.ip). */
  REALTIME_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(1000000).default(16),
  /** Pair and token existence answers the gateway caches (found or not), least recently used dropped first. */
  REALTIME_EXISTS_CACHE_SIZE: z.coerce.number().int().min(1).max(10000000).default(10000),
  /**
   * Signs the tickets that let a page follow its account's news count on /realtime; every web process of a site
   * needs the same one. Unset: a random key per start, shared by the workers of one primary.
   */
  REALTIME_TICKET_KEY: z.preprocess(unsetIfEmpty, z.string().min(16).optional()),
  /** Those existence checks (database queries) running at once over all connections. */
  REALTIME_EXISTS_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(2),
  /** Bearer token that opens /metrics to other machines; loopback clients need none. */
  METRICS_TOKEN: z.preprocess(unsetIfEmpty, z.string().min(16).optional()),
  /** Outgoing mail, e.g. smtp://user:pass@host:587; unset keeps mail in the outbox table. */
  SMTP_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  MAIL_FROM: z.string().min(3).default("TokenAtlas <no-reply@tokenatlas.localhost>"),
  /** Where contact messages and listing requests are mailed. */
  CONTACT_TO: z.email().default("team@tokenatlas.localhost"),
  /**
   * Show the outbox at /dev/mailbox (to this machine only, never in production); defaults to on only in the
   * embedded demo (no DATABASE_URL, no SMTP_URL).
   */
  DEV_MAILBOX: z.preprocess(unsetIfEmpty, z.enum(["true", "false"]).optional()),
  /** Sign in with Google (OpenID Connect): on only when both the client id and secret are set. */
  GOOGLE_CLIENT_ID: z.preprocess(unsetIfEmpty, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(unsetIfEmpty, z.string().optional()),
  /**
   * Signs the proof-of-work captcha's challenges; every web process of a site needs the same one. Unset: a
   * random key per start, shared by the workers of one primary.
   */
  CAPTCHA_HMAC_KEY: z.preprocess(unsetIfEmpty, z.string().min(16).optional()),
  /** Cloudflare Turnstile in place of the proof of work: on only when both the site key and secret are set. */
  CAPTCHA_SITE_KEY: z.preprocess(unsetIfEmpty, z.string().optional()),
  CAPTCHA_SECRET: z.preprocess(unsetIfEmpty, z.string().optional()),
  /** Turnstile's siteverify address; tests point it to a local server. */
  CAPTCHA_VERIFY_URL: z.preprocess(
    unsetIfEmpty,
    z.string().url().default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  ),
  /** Addresses (comma-separated) whose accounts are admins of the editors' desk: how the first admin is appointed. */
  ADMIN_EMAILS: z.string().default(""),
  /** The OpenID Connect issuer, discovered at first use; tests point it to a local provider. */
  GOOGLE_ISSUER: z.preprocess(unsetIfEmpty, z.string().url().default("https://accounts.google.com")),
  /**
   * Where website proofs are looked for (docs/decisions/025-website-proof.md): resolvers (comma-separated
   * `ip` or `ip:port`; unset: the system's), and the scheme and port of the `.well-known` file (https on 443;
   * tests point them to a local server).
   */
  WEBSITE_DNS_SERVERS: z.string().default(""),
  WEBSITE_CHECK_SCHEME: z.enum(["https", "http"]).default("https"),
  WEBSITE_CHECK_PORT: z.coerce.number().int().min(1).max(65535).default(443),
  /** On-chain DEX indexer: chains to index (`<chainId>=<url>`), extra factories and USD stablecoins. */
  EVM_RPC_URLS: entryList(parseRpcUrls),
  EVM_DEX_FACTORIES: entryList(parseDexFactories),
  EVM_STABLECOINS: entryList(parseStablecoins),
  /** Blocks read back on a chain's first start; then it resumes from its stored block. */
  EVM_BACKFILL_BLOCKS: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  /** How often a chain's head is polled, in ms. */
  EVM_POLL_MS: z.coerce.number().int().min(50).max(1000).default(1000),
});

/** Forwarded headers are believed from: nobody, the nearest N hops, or these addresses and ranges. */
export type TrustProxy = false | number | string[];

export type GoogleConfig = { clientId: string; clientSecret: string; issuer: string };

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl?: string;
  dbPoolSize: number;
  dataDir: string;
  publicUrl: string;
  trustProxy: TrustProxy;
  logLevel: LogLevel;
  buildDir: string;
  renderConcurrency: number;
  /** Web worker processes on the port (docs/architecture.md, Processes); 1 runs the site in this process. */
  webConcurrency: number;
  /** The shared cache of visitors' pages (docs/architecture.md, Caching); ttlMs 0 turns it off. */
  pageCache: { ttlMs: number; staleMs: number; maxBytes: number };
  /** Public reads a minute per client address and per API token's account (docs/product.md, Read limits); 0 is off. */
  readLimits: { perAddress: number; perToken: number };
  role: "all" | "web" | "market";
  redisUrl?: string;
  market: {
    demoRate: number;
    seed: number;
    historyHours: number;
    shard: number;
    shards: number;
    cexMarkets: string[];
    cexStreamUrl?: string;
    coingecko?: { apiKey: string; plan: "demo" | "pro" };
  };
  mail: { smtpUrl?: string; from: string; team: string; devMailbox: boolean };
  /** Lower-cased addresses whose accounts are admins whatever their stored role. */
  adminEmails: string[];
  google?: GoogleConfig;
  /** Where website proofs are looked for (domain/owners/website-check.ts). */
  websiteCheck: { dnsServers: string[]; scheme: "https" | "http"; port: number };
  /** The captcha (domain/captcha/captcha.ts): Turnstile when configured, the proof of work otherwise. */
  captcha: { hmacKey: string; turnstile?: { siteKey: string; secret: string; verifyUrl: string } };
  realtime: {
    origins: string[];
    maxSubscriptions: number;
    maxMessageBytes: number;
    maxBufferedBytes: number;
    messagesPerSecond: number;
    messageBurst: number;
    maxConnectionsPerAddress: number;
    existsCacheSize: number;
    existsConcurrency: number;
    ticketKey: string;
  };
  metricsToken?: string;
  /** The on-chain DEX indexer: no chains, no indexer. */
  evm: { chains: EvmChainConfig[]; backfillBlocks: number; pollMs: number };
};

/** Reads the configuration from the environment; every bad variable is named in one clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const v = parsed.data;
  if (v.MARKET_SHARD >= v.MARKET_SHARDS) {
    throw new Error("Invalid configuration:\n  MARKET_SHARD: must be below MARKET_SHARDS");
  }
  const shared = v.DATABASE_URL !== undefined && v.REDIS_URL !== undefined;
  if ((v.WEB_CONCURRENCY ?? 1) > 1 && !shared) {
    throw new Error(
      "Invalid configuration:\n  WEB_CONCURRENCY: above 1 needs DATABASE_URL and REDIS_URL (worker processes share the database and the bus)",
    );
  }
  if (v.NODE_ENV === "production" && !v.GOOGLE_ISSUER.startsWith("https:")) {
    throw new Error("Invalid configuration:\n  GOOGLE_ISSUER: must be https in production");
  }
  const evm = evmChains({
    rpcUrls: v.EVM_RPC_URLS,
    factories: v.EVM_DEX_FACTORIES,
    stablecoins: v.EVM_STABLECOINS,
  });
  if (evm.errors.length > 0) {
    throw new Error(`Invalid configuration:\n${evm.errors.map((e) => `  ${e}`).join("\n")}`);
  }
  return {
    env: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    dbPoolSize: v.DB_POOL_SIZE,
    dataDir: resolve(v.DATA_DIR),
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ""),
    trustProxy: v.TRUST_PROXY,
    logLevel: v.LOG_LEVEL,
    buildDir: resolve(v.BUILD_DIR),
    renderConcurrency: v.RENDER_CONCURRENCY,
    webConcurrency: v.WEB_CONCURRENCY ?? (shared ? availableParallelism() : 1),
    pageCache: {
      ttlMs: v.PAGE_CACHE_TTL_MS,
      staleMs: v.PAGE_CACHE_STALE_MS,
      maxBytes: v.PAGE_CACHE_MB * 1024 * 1024,
    },
    readLimits: { perAddress: v.API_READ_LIMIT, perToken: v.API_READ_LIMIT_TOKEN },
    role: v.ROLE,
    redisUrl: v.REDIS_URL,
    market: {
      demoRate: v.MARKET_DEMO_RATE,
      seed: v.MARKET_SEED,
      historyHours: v.MARKET_HISTORY_HOURS,
      shard: v.MARKET_SHARD,
      shards: v.MARKET_SHARDS,
      cexMarkets: v.CEX_MARKETS.split(",")
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
      cexStreamUrl: v.CEX_STREAM_URL,
      coingecko: v.COINGECKO_API_KEY ? { apiKey: v.COINGECKO_API_KEY, plan: v.COINGECKO_PLAN } : undefined,
    },
    mail: {
      smtpUrl: v.SMTP_URL,
      from: v.MAIL_FROM,
      team: v.CONTACT_TO,
      devMailbox: v.DEV_MAILBOX ? v.DEV_MAILBOX === "true" : !v.DATABASE_URL && !v.SMTP_URL,
    },
    adminEmails: v.ADMIN_EMAILS.split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    google:
      v.GOOGLE_CLIENT_ID && v.GOOGLE_CLIENT_SECRET
        ? { clientId: v.GOOGLE_CLIENT_ID, clientSecret: v.GOOGLE_CLIENT_SECRET, issuer: v.GOOGLE_ISSUER }
        : undefined,
    websiteCheck: {
      dnsServers: v.WEBSITE_DNS_SERVERS.split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      scheme: v.WEBSITE_CHECK_SCHEME,
      port: v.WEBSITE_CHECK_PORT,
    },
    captcha: {
      hmacKey: v.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString("base64url"),
      turnstile:
        v.CAPTCHA_SITE_KEY && v.CAPTCHA_SECRET
          ? { siteKey: v.CAPTCHA_SITE_KEY, secret: v.CAPTCHA_SECRET, verifyUrl: v.CAPTCHA_VERIFY_URL }
          : undefined,
    },
    realtime: {
      origins: v.REALTIME_ORIGINS.split(",")
        .map((o) => o.trim())
        .filter(Boolean),
      maxSubscriptions: v.REALTIME_MAX_SUBSCRIPTIONS,
      maxMessageBytes: v.REALTIME_MAX_MESSAGE_BYTES,
      maxBufferedBytes: v.REALTIME_MAX_BUFFER_BYTES,
      messagesPerSecond: v.REALTIME_MESSAGES_PER_SECOND,
      messageBurst: v.REALTIME_MESSAGE_BURST,
      maxConnectionsPerAddress: v.REALTIME_CONNECTIONS_PER_IP,
      existsCacheSize: v.REALTIME_EXISTS_CACHE_SIZE,
      existsConcurrency: v.REALTIME_EXISTS_CONCURRENCY,
      ticketKey: v.REALTIME_TICKET_KEY ?? randomBytes(32).toString("base64url"),
    },
    metricsToken: v.METRICS_TOKEN,
    evm: { chains: evm.chains, backfillBlocks: v.EVM_BACKFILL_BLOCKS, pollMs: v.EVM_POLL_MS },
  };
}
