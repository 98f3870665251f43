/**
 * Sign in with Google: OpenID Connect's authorization code flow with PKCE (docs/decisions/010-accounts.md). The issuer is
 * discovered at first use, so the site starts without network. State, nonce and the PKCE verifier wait for
 * the callback in a short-lived HttpOnly cookie that only these routes see. Accounts link by Google's
 * subject, never by email.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as oidc from "openid-client";
import { z } from "zod";
import type { Accounts, GoogleIdentity } from "../../../domain/accounts/index.ts";
import { TWO_FACTOR_PENDING_MS } from "../../../domain/accounts/sessions.ts";
import { Forbidden, Invalid } from "../../../domain/errors.ts";
import { isLocale, type Locale, localizePath } from "../../../lib/locales.ts";
import { safeNext } from "../../../lib/next-path.ts";
import type { GoogleConfig } from "../../../platform/config/env.ts";
import { type Auth, requestContext } from "../../plugins/auth.ts";

const FLOW_PATH = "/auth/google";
const FLOW_MAX_AGE_S = 10 * 60;
const SCOPE = "openid email profile";

const intent = z.enum(["signin", "link"]);

/** What the callback needs from the start of the flow, kept in the flow cookie. */
const flowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  next: z.string(),
  intent,
  locale: z.custom<Locale>(isLocale),
});
type Flow = z.infer<typeof flowSchema>;

function readFlow(value: string | undefined): Flow | undefined {
  if (!value) return undefined;
  try {
    return flowSchema.parse(JSON.parse(value));
  } catch {
    return undefined;
  }
}

/** Where a refused flow ends: the sign-in page, or the cabinet when the user was linking an account. */
const refusal = (flow: Pick<Flow, "intent" | "locale">, code: string) =>
  `${localizePath(flow.intent === "link" ? "/cabinet" : "/sign-in", flow.locale)}?error=${code}`;

/** A page of the site in the flow's language, with `next` (and any other parameters) in its query. */
const pageWithNext = (path: string, flow: Flow, params: Record<string, string> = {}) =>
  `${localizePath(path, flow.locale)}?${new URLSearchParams({ ...params, next: flow.next })}`;

export type GoogleRoutesOptions = {
  accounts: Accounts;
  auth: Auth;
  google: GoogleConfig;
  publicUrl: string;
  production: boolean;
};

/** GET /auth/google starts the flow, GET /auth/google/callback ends it; registered only when configured. */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRoutesOptions> = async (
  app,
  { accounts, auth, google, publicUrl, production },
) => {
  const tags = ["account"];
  const redirectUri = `${publicUrl}${FLOW_PATH}/callback`;
  const flowCookie = {
    name: production ? "__Secure-ta_google" : "ta_google",
    options: { path: FLOW_PATH, httpOnly: true, sameSite: "lax" as const, secure: production },
  };

  let discovered: Promise<oidc.Configuration> | undefined;
  /** The issuer's configuration, discovered once; a failed discovery is tried again on the next sign-in. */
  const configuration = () => {
    const issuer = new URL(google.issuer);
    discovered ??= oidc
      .discovery(issuer, google.clientId, google.clientSecret, undefined, {
        execute: issuer.protocol === "http:" ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };

  /** The identity behind the callback's code, or undefined when anything in the exchange fails its checks. */
  const exchange = async (req: FastifyRequest, flow: Flow): Promise<GoogleIdentity | undefined> => {
    try {
      const current = new URL(redirectUri);
      current.search = new URL(req.url, redirectUri).search;
      const tokens = await oidc.authorizationCodeGrant(await configuration(), current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) return undefined;
      return {
        subject: claims.sub,
        email: typeof claims.email === "string" ? claims.email : undefined,
        emailVerified: claims.email_verified === true,
      };
    } catch (err) {
      req.log.warn({ err }, "Google sign-in failed");
      return undefined;
    }
  };

  /** Signs in (or links, for intent=link) and answers where the browser goes next. */
  const finish = async (req: FastifyRequest, reply: FastifyReply, flow: Flow, identity: GoogleIdentity) => {
    const ctx = { ...requestContext(req), locale: flow.locale };
    if (flow.intent === "link") {
      const caller = await auth.caller(req);
      if (!caller) return refusal(flow, "google_failed");
      auth.setSession(reply, (await accounts.linkGoogle(caller, identity, ctx)).token);
      return flow.next;
    }
    const started = await accounts.googleSignIn(identity, ctx, await auth.current(req));
    if (started.twoFactor) {
      auth.setSession(reply, started.token, TWO_FACTOR_PENDING_MS);
      return pageWithNext("/sign-in", flow, { step: "2fa" });
    }
    auth.setSession(reply, started.token);
    return started.needsNickname ? pageWithNext("/FinishReg", flow) : flow.next;
  };

  app.get(
    FLOW_PATH,
    {
      config: { alwaysAvailable: true },
      schema: {
        tags,
        operationId: "startGoogleSignIn",
        summary: "Sign in with Google (or link Google to the signed-in account): redirects to Google",
        description:
          "For a browser to open, not for a program: the answer is a redirect to Google's consent page.",
        security: [{}, { sessionCookie: [] }],
        querystring: z.object({
          next: z.string().max(2048).optional().describe("The site path to return to afterwards"),
          intent: intent
            .default("signin")
            .describe("`signin`, or `link` to add Google to the signed-in account"),
          lang: z.string().max(10).optional().describe("The language of the pages the flow ends on"),
        }),
        response: { 302: z.null().describe("To Google's consent page (`Location`)") },
      },
    },
    async (req, reply) => {
      const locale = isLocale(req.query.lang) ? req.query.lang : requestContext(req).locale;
      const flow: Flow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        next: safeNext(req.query.next, locale),
        intent: req.query.intent,
        locale,
      };
      let target: URL;
      try {
        target = oidc.buildAuthorizationUrl(await configuration(), {
          redirect_uri: redirectUri,
          scope: SCOPE,
          state: flow.state,
          nonce: flow.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
          code_challenge_method: "S256",
        });
      } catch (err) {
        req.log.warn({ err }, "Google discovery failed");
        return reply.redirect(refusal(flow, "google_failed"));
      }
      reply.setCookie(flowCookie.name, JSON.stringify(flow), {
        ...flowCookie.options,
        maxAge: FLOW_MAX_AGE_S,
      });
      return reply.redirect(target.href);
    },
  );

  app.get(
    `${FLOW_PATH}/callback`,
    {
      schema: {
        tags,
        operationId: "finishGoogleSignIn",
        summary: "Where Google sends the browser back: signs in, or links the account",
        description:
          "Google's redirect target; the answer sends the browser to where it started, or to the sign-in page with the reason.",
        response: {
          302: z.null().describe("Back to the site (`Location`), signed in or with the reason it failed"),
        },
      },
    },
    async (req, reply) => {
      const flow = readFlow(req.cookies[flowCookie.name]);
      reply.clearCookie(flowCookie.name, flowCookie.options);
      if (!flow) {
        return reply.redirect(
          refusal({ intent: "signin", locale: requestContext(req).locale }, "google_failed"),
        );
      }
      const identity = await exchange(req, flow);
      if (!identity) return reply.redirect(refusal(flow, "google_failed"));
      try {
        return reply.redirect(await finish(req, reply, flow, identity));
      } catch (err) {
        const code =
          err instanceof Invalid
            ? err.fields?.google
            : err instanceof Forbidden && err.code === "reauth_required"
              ? err.code
              : undefined;
        if (!code) throw err;
        return reply.redirect(refusal(flow, code));
      }
    },
  );
};
