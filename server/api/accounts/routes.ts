import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Favorites } from "../../../domain/accounts/favorites.ts";
import type { Accounts } from "../../../domain/accounts/index.ts";
import type { RecentlyViewed } from "../../../domain/accounts/recently-viewed.ts";
import { TWO_FACTOR_PENDING_MS } from "../../../domain/accounts/sessions.ts";
import { Unauthorized } from "../../../domain/errors.ts";
import { type Auth, requestContext } from "../../plugins/auth.ts";
import { errorSchema, rowId, tokenItemSchema } from "../schemas.ts";

const password = z.string().max(1024);
const code = z.string().max(32);

export const accountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string().nullable(),
  role: z.string(),
  twoFactor: z.boolean(),
  google: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});

const accountAnswer = z.object({ data: accountSchema });
const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema, 429: errorSchema };
const done = z.object({ data: z.object({ ok: z.literal(true) }) });

/**
 * Registration, sign-in and sign-out, password reset (`/api/auth/...`), and the signed-in user's own account
 * (`/api/user/...`, docs/product.md, Accounts). Fields compatible clients send in the query string are also taken
 * from the body.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: Accounts;
  favorites: Favorites;
  recentlyViewed: RecentlyViewed;
  auth: Auth;
}> = async (app, { accounts, favorites, recentlyViewed, auth }) => {
  const tags = ["account"];

  app.post(
    "/api/auth/register",
    {
      schema: {
        tags,
        summary: "Start registration: mails a confirmation code to the address",
        description:
          "An address that already has an account gets a mail saying so instead; the answer is the same either way. A newer registration of an unconfirmed address replaces the older one.",
        body: z.object({ email: z.string().max(320), password }),
        response: { 202: z.object({ data: z.object({ email: z.string() }) }), ...refusals },
      },
    },
    async (req, reply) =>
      reply.code(202).send({ data: await accounts.register(req.body, requestContext(req)) }),
  );

  app.post(
    "/api/auth/register/confirm",
    {
      schema: {
        tags,
        summary:
          "Confirm the address with the emailed code and the password chosen at registration; signs the new account in",
        body: z.object({ email: z.string().max(320), code, password }),
        response: { 200: accountAnswer, ...refusals },
      },
    },
    async (req, reply) => {
      const started = await accounts.confirmRegistration(
        req.body,
        requestContext(req),
        await auth.current(req),
      );
      auth.setSession(reply, started.token);
      return { data: accounts.view(started.user) };
    },
  );

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags,
        summary: "Sign in with email and password",
        description:
          "With two-factor sign-in on, the answer is `twoFactor: true` and the authenticator code goes to POST /api/user/2fa/google/verify. After 10 failed sign-ins to an address in 10 minutes the answer is 401 `unlock_required`: a code goes to the address, and the sign-in takes the password with that code in `code`.",
        body: z.object({ email: z.string().max(320), password, code: code.optional() }),
        response: {
          200: z.object({ data: z.object({ twoFactor: z.boolean(), user: accountSchema.nullable() }) }),
          ...refusals,
        },
      },
    },
    async (req, reply) => {
      const started = await accounts.signIn(req.body, requestContext(req), await auth.current(req));
      auth.setSession(reply, started.token, started.twoFactor ? TWO_FACTOR_PENDING_MS : undefined);
      const caller = started.twoFactor ? null : await accounts.caller(started.token);
      return { data: { twoFactor: started.twoFactor, user: caller ? accounts.view(caller.user) : null } };
    },
  );

  app.post(
    "/api/user/2fa/google/verify",
    {
      schema: {
        tags,
        summary: "Second step of sign-in: the authenticator app's code",
        body: z.object({ token: code }),
        response: { 200: accountAnswer, ...refusals },
      },
    },
    async (req, reply) => {
      const pending = await accounts.pendingTwoFactor(req.cookies[auth.cookie.name]);
      if (!pending) throw new Unauthorized("two_factor_expired", "Sign in again");
      const started = await accounts.completeTwoFactor(pending, req.body.token, requestContext(req));
      auth.setSession(reply, started.token);
      return { data: accounts.view(pending.user) };
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { tags, summary: "Sign out: ends this session", response: { 200: done, ...refusals } } },
    async (req, reply) => {
      const caller = await auth.caller(req);
      if (caller) await accounts.signOut(caller);
      auth.clearSession(reply);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    "/api/auth/password/forgot",
    {
      schema: {
        tags,
        summary:
          "Mail a password reset code (the answer is the same whether or not the address has an account)",
        body: z.object({ email: z.string().max(320) }),
        response: { 202: done, ...refusals },
      },
    },
    async (req, reply) => {
      await accounts.requestPasswordReset(req.body, requestContext(req));
      return reply.code(202).send({ data: { ok: true as const } });
    },
  );

  app.post(
    "/api/auth/password/reset",
    {
      schema: {
        tags,
        summary: "Choose a new password with the emailed code; every session of the account ends",
        body: z.object({ email: z.string().max(320), code, password }),
        response: { 200: done, ...refusals },
      },
    },
    async (req) => {
      await accounts.resetPassword(req.body, requestContext(req));
      return { data: { ok: true as const } };
    },
  );

  app.get(
    "/api/user",
    {
      schema: {
        tags,
        summary: "The signed-in user",
        description: "When the session a cookie names has ended, the answer also removes the cookie.",
        response: { 200: accountAnswer, ...refusals },
      },
    },
    async (req, reply) => {
      const caller = await auth.caller(req);
      if (caller) return { data: accounts.view(caller.user) };
      if (req.cookies[auth.cookie.name]) auth.clearSession(reply);
      throw new Unauthorized();
    },
  );

  const nicknameQuery = z.object({ nickname: z.string().max(100) });
  app.get(
    "/api/user/nickname/unique",
    {
      schema: {
        tags,
        summary: "Whether a nickname is well-formed and free (yours counts as free)",
        querystring: nicknameQuery,
        response: {
          200: z.object({ data: z.object({ valid: z.boolean(), available: z.boolean() }) }),
          ...refusals,
        },
      },
    },
    async (req) => ({ data: await accounts.nicknameAvailable(req.query.nickname, await auth.caller(req)) }),
  );

  app.put(
    "/api/user/nickname",
    {
      schema: {
        tags,
        summary: "Set the nickname (finishes registration, or changes it)",
        querystring: nicknameQuery.partial(),
        body: nicknameQuery.partial().nullish(),
        response: { 200: accountAnswer, ...refusals },
      },
    },
    async (req) => {
      const caller = await auth.require(req);
      return { data: await accounts.setNickname(caller, { ...req.query, ...req.body }.nickname ?? "") };
    },
  );

  const passwordChange = z.object({ password_old: password, password, password_confirmation: password });
  app.put(
    "/api/user/password",
    {
      schema: {
        tags,
        summary: "Change the password: the old one, the new one and its confirmation",
        description:
          "Other sessions and API tokens end; this one gets a new token (an API token making the change is kept). Send the passwords in the body; the query string form stays accepted for compatible clients and its values never reach the log.",
        querystring: passwordChange.partial(),
        body: passwordChange.partial().nullish(),
        response: { 200: done, ...refusals },
      },
    },
    async (req, reply) => {
      const caller = await auth.require(req);
      const input = { ...req.query, ...req.body };
      const started = await accounts.changePassword(
        caller,
        {
          password_old: input.password_old ?? "",
          password: input.password ?? "",
          password_confirmation: input.password_confirmation ?? "",
        },
        requestContext(req),
      );
      auth.renew(reply, started);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    "/api/user/favorite",
    {
      schema: {
        tags,
        summary: "The signed-in user's favourite tokens, newest first",
        response: { 200: z.object({ data: z.array(tokenItemSchema) }), ...refusals },
      },
    },
    async (req) => ({ data: await favorites.list(await auth.require(req)) }),
  );

  const slugParams = z.object({ slug: z.string().min(1).max(200) });
  app.put(
    "/api/user/favorite/:slug",
    {
      schema: { tags, summary: "Star a token", params: slugParams, response: { 200: done, ...refusals } },
    },
    async (req) => {
      await favorites.add(await auth.require(req), req.params.slug);
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    "/api/user/favorite/:slug",
    {
      schema: { tags, summary: "Unstar a token", params: slugParams, response: { 200: done, ...refusals } },
    },
    async (req) => {
      await favorites.remove(await auth.require(req), req.params.slug);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    "/api/user/favorite/merge",
    {
      schema: {
        tags,
        summary: "Add the stars a visitor kept in the browser (at sign-in)",
        body: z.object({ slugs: z.array(z.string().min(1).max(200)).max(500) }),
        response: { 200: z.object({ data: z.object({ added: z.number().int() }) }), ...refusals },
      },
    },
    async (req) => ({
      data: { added: await favorites.merge(await auth.require(req), req.body.slugs) },
    }),
  );

  app.get(
    "/api/user/last-viewed",
    {
      schema: {
        tags,
        summary: "The tokens the signed-in user opened last, newest first (at most 50)",
        response: {
          200: z.object({ data: z.array(z.object({ token: tokenItemSchema, viewedAt: z.string() })) }),
          ...refusals,
        },
      },
    },
    async (req) => ({ data: await recentlyViewed.list(await auth.require(req)) }),
  );

  app.delete(
    "/api/user/last-viewed",
    { schema: { tags, summary: "Clear the recently viewed list", response: { 200: done, ...refusals } } },
    async (req) => {
      await recentlyViewed.clear(await auth.require(req));
      return { data: { ok: true as const } };
    },
  );

  app.get(
    "/api/user/sessions",
    {
      schema: {
        tags,
        summary: "The signed-in user's sessions and API tokens",
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number().int(),
                kind: z.enum(["browser", "api"]),
                name: z.string().nullable(),
                userAgent: z.string().nullable(),
                ip: z.string().nullable(),
                createdAt: z.string(),
                lastSeenAt: z.string(),
                expiresAt: z.string(),
                current: z.boolean(),
              }),
            ),
          }),
          ...refusals,
        },
      },
    },
    async (req) => ({ data: await accounts.sessions(await auth.require(req)) }),
  );

  app.delete(
    "/api/user/sessions/:id",
    {
      schema: {
        tags,
        summary: "End one of your sessions (or revoke an API token)",
        params: z.object({ id: rowId }),
        response: { 200: done, ...refusals },
      },
    },
    async (req, reply) => {
      const caller = await auth.require(req);
      await accounts.endSession(caller, req.params.id);
      if (req.params.id === caller.session.id) auth.clearSession(reply);
      return { data: { ok: true as const } };
    },
  );

  const codeQuery = z.object({ code });

  app.post(
    "/api/user/email/action",
    {
      schema: {
        tags,
        summary: "Re-authenticate with the password before an email or two-factor change",
        description:
          "With two-factor on, the answer is `twoFactor: true` and the app's code follows at PUT /api/user/email/action/google2fa. Re-authentication lasts 10 minutes.",
        body: z.object({ password }),
        response: { 200: z.object({ data: z.object({ twoFactor: z.boolean() }) }), ...refusals },
      },
    },
    async (req) => ({
      data: await accounts.confirmPassword(await auth.require(req), req.body.password, requestContext(req)),
    }),
  );

  app.put(
    "/api/user/email/action/google2fa",
    {
      schema: {
        tags,
        summary: "Re-authentication, second step with two-factor on: the authenticator code",
        querystring: codeQuery.partial(),
        body: codeQuery.partial().nullish(),
        response: { 200: done, ...refusals },
      },
    },
    async (req) => {
      const value = { ...req.query, ...req.body }.code ?? "";
      await accounts.confirmTwoFactor(await auth.require(req), value, requestContext(req));
      return { data: { ok: true as const } };
    },
  );

  app.post(
    "/api/user/email/request",
    {
      schema: {
        tags,
        summary: "Email change: mail a code to the new address (after re-authentication)",
        description:
          "An address that belongs to another account gets a mail telling its owner instead; the answer is the same either way.",
        body: z.object({ email: z.string().max(320) }),
        response: { 202: done, ...refusals },
      },
    },
    async (req, reply) => {
      await accounts.requestEmailChange(await auth.require(req), req.body, requestContext(req));
      return reply.code(202).send({ data: { ok: true as const } });
    },
  );

  app.put(
    "/api/user/email/verify",
    {
      schema: {
        tags,
        summary: "Email change: the code from the new address makes it the account's email",
        querystring: codeQuery.partial(),
        body: codeQuery.partial().nullish(),
        response: { 200: accountAnswer, ...refusals },
      },
    },
    async (req, reply) => {
      const caller = await auth.require(req);
      const started = await accounts.verifyEmailChange(
        caller,
        { ...req.query, ...req.body }.code ?? "",
        requestContext(req),
      );
      auth.renew(reply, started);
      return { data: accounts.view(started.user) };
    },
  );

  const twoFactorState = z.object({
    data: z.object({
      enabled: z.boolean(),
      secret: z.string().optional(),
      uri: z.string().optional(),
      qr: z.string().optional().describe("PNG data URL"),
    }),
  });
  app.get(
    "/api/user/2fa/google",
    {
      schema: {
        tags,
        summary:
          "Two-factor state; while off, the secret being set up (if POST /api/user/2fa/google/secret made one) with its otpauth URI and QR code (after re-authentication). Changes nothing.",
        response: { 200: twoFactorState, ...refusals },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await accounts.twoFactorState(await auth.require(req)) };
    },
  );

  app.post(
    "/api/user/2fa/google/secret",
    {
      schema: {
        tags,
        summary:
          "While two-factor is off: a new secret to set up, replacing any earlier one, with its otpauth URI and QR code (after re-authentication)",
        response: { 201: twoFactorState, ...refusals },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return reply.code(201).send({ data: await accounts.newTwoFactorSecret(await auth.require(req)) });
    },
  );

  app.post(
    "/api/user/2fa/google/mail",
    {
      schema: {
        tags,
        summary: "Mail the code needed to turn two-factor on",
        response: { 202: done, ...refusals },
      },
    },
    async (req, reply) => {
      await accounts.sendTwoFactorCode(await auth.require(req), requestContext(req));
      return reply.code(202).send({ data: { ok: true as const } });
    },
  );

  app.post(
    "/api/user/2fa/google",
    {
      schema: {
        tags,
        summary: "Turn two-factor on with the app's code and the emailed code",
        body: z.object({ token: code.optional(), email_code: code.optional() }),
        response: { 200: accountAnswer, ...refusals },
      },
    },
    async (req, reply) => {
      const caller = await auth.require(req);
      const started = await accounts.enableTwoFactor(caller, req.body, requestContext(req));
      auth.renew(reply, started);
      return { data: accounts.view(started.user) };
    },
  );

  app.delete(
    "/api/user/2fa/google",
    {
      schema: {
        tags,
        summary: "Turn two-factor off (after re-authentication)",
        response: { 200: accountAnswer, ...refusals },
      },
    },
    async (req, reply) => {
      const caller = await auth.require(req);
      const started = await accounts.disableTwoFactor(caller, requestContext(req));
      auth.renew(reply, started);
      return { data: accounts.view(started.user) };
    },
  );

  app.delete(
    "/api/user/google",
    {
      schema: {
        tags,
        summary: "Unlink Google sign-in (after re-authentication; the account needs a password)",
        description:
          "Registered whether or not Google sign-in is configured, so an account linked earlier can always unlink.",
        response: { 200: accountAnswer, ...refusals },
      },
    },
    async (req, reply) => {
      const caller = await auth.require(req);
      const started = await accounts.unlinkGoogle(caller, requestContext(req));
      auth.renew(reply, started);
      return { data: accounts.view(started.user) };
    },
  );

  app.post(
    "/api/user/tokens",
    {
      schema: {
        tags,
        summary: "Create a named API token for Authorization: Bearer (after re-authentication); shown once",
        body: z.object({ name: z.string().max(200) }),
        response: {
          201: z.object({ data: z.object({ id: z.number().int(), token: z.string() }) }),
          ...refusals,
        },
      },
    },
    async (req, reply) => {
      const created = await accounts.createApiToken(
        await auth.require(req),
        req.body.name,
        requestContext(req),
      );
      return reply.code(201).send({ data: created });
    },
  );
};
