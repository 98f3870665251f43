import { createContext } from "react-router";
import type { Accounts, Caller } from "../domain/accounts/index.ts";
import type { Catalog } from "../domain/catalog/index.ts";
import type { Desk } from "../domain/content/desk.ts";
import type { Content } from "../domain/content/index.ts";
import type { Market } from "../domain/market/index.ts";
import type { Messages } from "../lib/i18n/translator.ts";
import type { Locale } from "../lib/locales.ts";

export type { Messages };

/** What the web server hands to every loader: domain services and request-scoped values. */
export type AppServices = {
  catalog: Catalog;
  market: Market;
  accounts: Accounts;
  content: Content;
  /** The editors' desk (every call checks the caller's role). */
  desk: Desk;
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
  buildId: string;
  nonce: string;
  log: { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
};

export const servicesContext = createContext<AppServices>();
