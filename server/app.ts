import { randomBytes } from "node:crypto";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { Db } from "../db/client.ts";
import { createFavorites } from "../domain/accounts/favorites.ts";
import { createAccounts } from "../domain/accounts/index.ts";
import { createLimits } from "../domain/accounts/limits.ts";
import { createOutboxMailer, createSmtpMailer, type Mail } from "../domain/accounts/mailer.ts";
import { createReadLimits } from "../domain/accounts/read-limits.ts";
import { createRecentlyViewed } from "../domain/accounts/recently-viewed.ts";
import { createCaptcha, TURNSTILE_ORIGIN } from "../domain/captcha/captcha.ts";
import { createCatalog } from "../domain/catalog/index.ts";
import { createBlocks } from "../domain/communities/blocks.ts";
import { createCommunityDigest } from "../domain/communities/digest.ts";
import { createCommunities } from "../domain/communities/index.ts";
import { createCommunityLive } from "../domain/communities/live.ts";
import { createModeration } from "../domain/communities/moderation.ts";
import { createNews } from "../domain/communities/news.ts";
import { createTracking } from "../domain/communities/tracking.ts";
import { createCommunityWrites } from "../domain/communities/writes.ts";
import { createDesk } from "../domain/content/desk.ts";
import { createInbox } from "../domain/content/inbox.ts";
import { createContent } from "../domain/content/index.ts";
import { createMarket } from "../domain/market/index.ts";
import { createOwners } from "../domain/owners/index.ts";
import { createReview } from "../domain/owners/review.ts";
import { createTeam } from "../domain/owners/team.ts";
import { createRouteRules } from "../domain/routing/route-rules.ts";
import type { Locale } from "../lib/locales.ts";
import { type Bus, createMemoryBus } from "../platform/bus/index.ts";
import type { Config, TrustProxy } from "../platform/config/env.ts";
import { createLogger, type Logger } from "../platform/log.ts";
import { favoriteRoutes } from "./api/accounts/favorite-routes.ts";
import { googleRoutes } from "./api/accounts/google.ts";
import { identityRoutes } from "./api/accounts/identity-routes.ts";
import { registerMailbox } from "./api/accounts/mailbox.ts";
import { recentlyViewedRoutes } from "./api/accounts/recently-viewed-routes.ts";
import { securityRoutes } from "./api/accounts/security-routes.ts";
import { sessionRoutes } from "./api/accounts/session-routes.ts";
import { blockchainRoutes } from "./api/blockchains/routes.ts";
import { captchaRoutes } from "./api/captcha/routes.ts";
import { communityMemberRoutes } from "./api/communities/member-routes.ts";
import { moderationRoutes } from "./api/communities/moderation-routes.ts";
import { communityOwnerRoutes } from "./api/communities/owner-routes.ts";
import { communityReaderRoutes } from "./api/communities/reader-routes.ts";
import { communityRoutes } from "./api/communities/routes.ts";
import { deskRoutes } from "./api/content/desk-routes.ts";
import { inboxRoutes } from "./api/content/inbox-routes.ts";
import { contentRoutes } from "./api/content/routes.ts";
import { localizerRoutes } from "./api/localizer/routes.ts";
import { marketRoutes } from "./api/market/routes.ts";
import { reviewRoutes } from "./api/project/review-routes.ts";
import { projectRoutes } from "./api/project/routes.ts";
import { teamRoutes } from "./api/project/team-routes.ts";
import { createPublicLinks } from "./api/public-links.ts";
import { routeRuleRoutes } from "./api/routing/routes.ts";
import { tagRoutes } from "./api/tags/routes.ts";
import { tokenRoutes } from "./api/tokens/routes.ts";
import { loadMessages } from "./messages.ts";
import { createAuth, registerOriginCheck, sessionCookie } from "./plugins/auth.ts";
import { registerOpenReads } from "./plugins/cross-origin.ts";
import { loggable, registerApiFallback, registerErrorHandler } from "./plugins/errors.ts";
import { registerInputGuard, routableUrl } from "./plugins/input-guard.ts";
import { registerLogos } from "./plugins/logos.ts";
import { registerMetrics, registerPageCacheMetrics } from "./plugins/metrics.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { createPageCache } from "./plugins/page-cache.ts";
import { requestLogFields } from "./plugins/request-log.ts";
import { registerSeo } from "./plugins/seo.ts";
import { type NonceCarrier, registerSsr } from "./plugins/ssr.ts";
import { registerRealtime } from "./realtime/gateway.ts";
import { createRealtimeMetrics } from "./realtime/metrics.ts";

export type AppOptions = {
  config: Config;
  db: Db;
  /** Render pages too (needs the built app in config.buildDir); the API alone otherwise. */
  ssr?: boolean;
  /** The realtime bus; an in-process one (closed with the app) when not given. */
  bus?: Bus;
  /** The process's logger (platform/log.ts); one at LOG_LEVEL when not given. */
  logger?: Logger;
};

/**
 * Fastify's trustProxy for TRUST_PROXY: Fastify refuses a bare hop count (it cannot tell a proxy from a
 * client who adds hops), so a count becomes "the nearest N hops", which is right only when the proxies are
 * the one way in (README, TRUST_PROXY).
 */
function proxyTrust(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/** How often a process looks for community digests that are due. */
const DIGEST_ROUND_MS = 5 * 60_000;

/** The whole web application as one Fastify instance; tests drive it with `app.inject`. */
export async function buildApp({
  config,
  db,
  ssr = true,
  bus: givenBus,
  logger = createLogger(config.logLevel),
}: AppOptions): Promise<FastifyInstance> {
  // Requests are logged with their fields only, secret query values redacted.
  const loggerInstance: FastifyBaseLogger = logger.child({}, { serializers: { req: requestLogFields } });
  const app = Fastify({
    loggerInstance,
    trustProxy: proxyTrust(config.trustProxy),
    rewriteUrl: routableUrl,
    // The router's default of 100 characters would answer a longer path parameter with 404 before its
    // schema could refuse it with 422 (a favourite's slug may have 200); this is above every documented limit.
    routerOptions: { maxParamLength: 500 },
    logController: new LogController({ disableRequestLogging: config.env !== "development" }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerApiFallback(app);
  registerInputGuard(app);

  const catalog = createCatalog(db);
  const content = createContent(db);
  const communities = createCommunities(db);
  const pageCache = config.pageCache.ttlMs > 0 ? createPageCache(config.pageCache) : undefined;
  const routeRules = createRouteRules(db);
  const desk = createDesk(db, {
    routeRules,
    adminEmails: config.adminEmails,
    onChange: () => pageCache?.clear(),
  });
  const bus = givenBus ?? createMemoryBus();
  if (!givenBus) app.addHook("onClose", () => bus.close());
  const market = createMarket(db, (endpoint) => bus.latest(endpoint), {
    demoSeed: config.market.seed,
    modelledSources: config.market.cexStreamUrl ? ["demo"] : ["demo", "cex"],
  });
  const messages = loadMessages();
  const messagesFor = (locale: Locale) => messages[locale];

  // The embedded demo run in production (npm start) has no /dev/mailbox: its mail appears in the terminal.
  const echoMail =
    config.mail.devMailbox && config.env === "production"
      ? (mail: Mail) => process.stdout.write(`\n--- mail to ${mail.to}: ${mail.subject}\n${mail.text}\n---\n`)
      : undefined;
  const mailer = config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createOutboxMailer(db, echoMail);
  const limitsRedis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  // While Redis is away the limits count in memory (domain/accounts/limits.ts) and ioredis reconnects by itself.
  limitsRedis?.on("error", () => {});
  const limits = createLimits(limitsRedis);
  const readLimits = createReadLimits(limitsRedis, config.readLimits);
  const captcha = createCaptcha({ ...config.captcha, redis: limitsRedis });
  const accounts = createAccounts({
    db,
    mailer,
    limits,
    captcha,
    messages: messagesFor,
    onBackgroundError: (err) => app.log.error({ err: loggable(err) }, "account work after the answer failed"),
  });
  const favorites = createFavorites(db);
  const communityLive = createCommunityLive(
    db,
    (batch) => bus.publish(batch),
    (err) => app.log.error({ err: loggable(err) }, "a community's live announcement failed"),
  );
  const news = createNews(db, {
    key: config.realtime.ticketKey,
    publish: (batch) => bus.publish(batch),
    onError: (err) => app.log.error({ err: loggable(err) }, "an account's news announcement failed"),
  });
  const communityWrites = createCommunityWrites(db, limits, {
    captcha,
    live: communityLive,
    news,
    messages: messagesFor,
  });
  const communityTracking = createTracking(db, news);
  const communityDigest = createCommunityDigest(db, {
    mailer,
    messages: messagesFor,
    publicUrl: config.publicUrl,
    onError: (err) => app.log.error({ err: loggable(err) }, "a community digest could not be sent"),
  });
  // Every process sends the digests due; each claims its own, so none goes out twice (domain/communities/digest.ts).
  let digestRound: Promise<unknown> = Promise.resolve();
  const digestTimer = setInterval(() => {
    digestRound = communityDigest
      .sendDue()
      .catch((err) =>
        app.log.warn({ err: loggable(err) }, "the community digest round failed; the next one retries"),
      );
  }, DIGEST_ROUND_MS).unref();
  const communityBlocks = createBlocks(db);
  const recentlyViewed = createRecentlyViewed(db);
  app.addHook("onClose", async () => {
    // Mail still on its way goes out before the mailer and the database close.
    clearInterval(digestTimer);
    await Promise.all([accounts.settled(), digestRound]);
    mailer.close();
    limitsRedis?.disconnect();
  });
  const inbox = createInbox(db, { mailer, limits, teamAddress: config.mail.team });
  const auth = createAuth(accounts, sessionCookie(config.env === "production"));
  const siteOrigin = new URL(config.publicUrl).origin;
  const links = createPublicLinks(config.publicUrl);
  const owners = createOwners(db, {
    publicUrl: config.publicUrl,
    rpcUrls: new Map(config.evm.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    limits,
    websiteCheck: config.websiteCheck,
  });
  const review = createReview(db, {
    requireEditor: desk.requireEditor,
    mailer,
    messages: messagesFor,
    publicUrl: config.publicUrl,
    onChange: () => pageCache?.clear(),
    onMailError: (err) => app.log.error({ err: loggable(err) }, "an owner's refusal mail failed"),
  });

  const team = createTeam(db, {
    mailer,
    messages: messagesFor,
    publicUrl: config.publicUrl,
    limits,
    onChange: () => pageCache?.clear(),
    onMailError: (err) => app.log.error({ err: loggable(err) }, "a team mail failed"),
  });

  const moderation = createModeration(db, {
    requireEditor: desk.requireEditor,
    onChange: () => pageCache?.clear(),
  });

  await registerOpenApi(app, {
    publicUrl: config.publicUrl,
    sessionCookieName: auth.cookie.name,
    readLimits: config.readLimits,
  });
  await app.register(cookie);
  await app.register(formbody);
  registerOriginCheck(app, [siteOrigin]);
  await app.register(compress, { threshold: 1024 });
  const realtimeMetrics = createRealtimeMetrics();
  await registerRealtime(app, {
    ...config.realtime,
    bus,
    metrics: realtimeMetrics,
    exists: ({ target, address, chainId }) =>
      target === "community"
        ? communityLive.exists({ address, chainId })
        : market.exists({ pair: target === "pair", address, chainId }),
    freshSnapshot: async (body) =>
      body.topic === "COMMUNITY"
        ? communityLive.snapshot(body)
        : body.topic === "NEWS"
          ? news.snapshot(body.ticket)
          : undefined,
    ticketValid: (ticket) => news.verify(ticket),
    allowedOrigins: [siteOrigin, ...config.realtime.origins],
  });
  registerMetrics(app, { registry: realtimeMetrics.registry, token: config.metricsToken });
  if (pageCache) registerPageCacheMetrics(realtimeMetrics.registry, pageCache.stats);

  // Turnstile's script and frame, where the site uses it in place of the proof of work.
  const turnstileSources = config.captcha.turnstile ? [TURNSTILE_ORIGIN] : [];
  await app.register(async (site) => {
    // A fresh script nonce per response; styles need none (no inline <style>, only style attributes).
    site.addHook("onRequest", async (_req, reply) => {
      (reply.raw as NonceCarrier).scriptNonce = randomBytes(16).toString("base64");
    });
    await site.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            (_req, res) => `'nonce-${(res as NonceCarrier).scriptNonce}'`,
            ...turnstileSources,
          ],
          frameSrc: ["'self'", ...turnstileSources],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "https:"],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      hsts: config.env === "production" ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
    // The public reads: catalogue, tokens, assets, pairs, candles, trades, search, content, translations,
    // redirects, logos.
    await registerOpenReads(site, { limits: readLimits, auth }, async (open) => {
      await open.register(tokenRoutes, { catalog, links });
      await open.register(blockchainRoutes, { catalog });
      await open.register(tagRoutes, { catalog });
      await open.register(marketRoutes, { market });
      await open.register(localizerRoutes, { messages });
      await open.register(captchaRoutes, { captcha });
      await open.register(routeRuleRoutes, { routeRules });
      await open.register(communityRoutes, { communities, links });
      await open.register(contentRoutes, {
        content,
        messages: messagesFor,
        publicUrl: config.publicUrl,
        links,
      });
      await registerLogos(open);
    });
    await site.register(identityRoutes, { accounts, auth });
    await site.register(securityRoutes, { accounts, auth });
    await site.register(sessionRoutes, { accounts, auth });
    await site.register(favoriteRoutes, { favorites, auth, links });
    await site.register(recentlyViewedRoutes, { recentlyViewed, auth, links });
    await site.register(communityMemberRoutes, { writes: communityWrites, auth });
    await site.register(communityReaderRoutes, {
      communities,
      writes: communityWrites,
      tracking: communityTracking,
      blocks: communityBlocks,
      digest: communityDigest,
      auth,
      links,
    });
    await site.register(projectRoutes, { owners, auth, links });
    await site.register(teamRoutes, { team, auth });
    await site.register(deskRoutes, { desk, auth });
    await site.register(reviewRoutes, { review, auth });
    await site.register(moderationRoutes, { moderation, auth });
    await site.register(communityOwnerRoutes, { moderation, auth });
    await site.register(inboxRoutes, { inbox });
    if (config.google) {
      await site.register(googleRoutes, {
        accounts,
        auth,
        google: config.google,
        publicUrl: config.publicUrl,
        production: config.env === "production",
      });
    }
    // Never in production: the outbox holds every account's codes.
    if (config.mail.devMailbox && config.env !== "production") registerMailbox(site, db, messagesFor);
    await registerSeo(site, { catalog, content, communities, publicUrl: config.publicUrl });
    if (ssr) {
      await registerSsr(site, {
        buildDir: config.buildDir,
        renderConcurrency: config.renderConcurrency,
        pageCache,
        mode: config.env === "development" ? "development" : "production",
        services: {
          catalog,
          market,
          accounts,
          favorites,
          recentlyViewed,
          content,
          communities,
          communityWrites,
          communityTracking,
          news,
          communityBlocks,
          communityDigest,
          desk,
          review,
          moderation,
          routeRules,
          sessionCookie: auth.cookie.name,
          messages: messagesFor,
          publicUrl: config.publicUrl,
          googleSignIn: config.google !== undefined,
          captcha: captcha.view(),
        },
        auth,
      });
    }
  });
  return app;
}
