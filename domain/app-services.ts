import type { Messages } from "../lib/i18n/translator.ts";
import type { Locale } from "../lib/locales.ts";
import type { Favorites } from "./accounts/favorites.ts";
import type { Accounts, Caller } from "./accounts/index.ts";
import type { RecentlyViewed } from "./accounts/recently-viewed.ts";
import type { CaptchaView } from "./captcha/captcha.ts";
import type { Catalog } from "./catalog/index.ts";
import type { Blocks } from "./communities/blocks.ts";
import type { CommunityDigest } from "./communities/digest.ts";
import type { Communities } from "./communities/index.ts";
import type { Moderation } from "./communities/moderation.ts";
import type { News } from "./communities/news.ts";
import type { Tracking } from "./communities/tracking.ts";
import type { CommunityWrites } from "./communities/writes.ts";
import type { Desk } from "./content/desk.ts";
import type { Content } from "./content/index.ts";
import type { Market } from "./market/index.ts";
import type { Review } from "./owners/review.ts";
import type { RouteRules } from "./routing/route-rules.ts";

/**
 * What the web server hands to every loader: domain services and request-scoped values. It lives here, below
 * both server/ and app/, so that server/plugins/ssr.ts builds it without importing the app (docs/architecture.md,
 * Import rules).
 */
export type AppServices = {
  catalog: Catalog;
  market: Market;
  accounts: Accounts;
  /** The tokens a signed-in user starred. */
  favorites: Favorites;
  /** The tokens a signed-in user opened last. */
  recentlyViewed: RecentlyViewed;
  content: Content;
  /** Token communities: the hub, feeds and threads (published communities only). */
  communities: Communities;
  /** Members' memberships and writing (every call takes the caller). */
  communityWrites: CommunityWrites;
  /** What signed-in readers track in communities, and its news (every call takes the caller). */
  communityTracking: Tracking;
  /** The live news count of the signed-in account, and its channel's tickets. */
  news: News;
  /** The members a signed-in reader blocked (every call takes the caller). */
  communityBlocks: Blocks;
  communityDigest: CommunityDigest;
  /** The editors' desk (every call checks the caller's role). */
  desk: Desk;
  /** The desk's review of token owners' profiles (every call checks the caller's role). */
  review: Review;
  /**
   * The desk's moderation and publishing of communities: reports, hidden items, suspensions, publication (every
   * call checks the role, or the ownership for an owner's publication).
   */
  moderation: Moderation;
  /** Redirects of the site's pages, looked up before a page renders (app/routes/parts/guards.server.ts). */
  routeRules: RouteRules;
  /** The signed-in caller of this request (its session cookie), looked up once by the server; null for a visitor. */
  caller: Caller | null;
  /** The address was refused at the edge (a NUL, bytes that are not UTF-8): every page answers 400. */
  badRequest: boolean;
  /** The name of the session cookie (it differs between production and development). */
  sessionCookie: string;
  messages: (locale: Locale) => Messages;
  publicUrl: string;
  /** Whether "Sign in with Google" is configured (GET /auth/google exists). */
  googleSignIn: boolean;
  /** The captcha registration, posts and answers ask for: which kind, and Turnstile's site key. */
  captcha: CaptchaView;
  buildId: string;
  nonce: string;
  log: { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
};
