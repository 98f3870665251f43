import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Accounts } from "../../../domain/accounts/index.ts";
import { TWO_FACTOR_PENDING_MS } from "../../../domain/accounts/sessions.ts";
import { Unauthorized } from "../../../domain/errors.ts";
import { type Auth, requestContext } from "../../plugins/auth.ts";
import {
  captchaAway,
  captchaField,
  captchaRefused,
  done,
  maybeSignedIn,
  refusal,
  refusals,
  signedIn,
} from "../schemas.ts";
import { accountAnswer, accountSchema, code, password, tags } from "./account-schemas.ts";

/**
 * Registration, sign-in and sign-out, password reset (`/api/auth/...`), the signed-in user and the nickname
 * (`/api/user`, docs/product.md, Accounts). Fields compatible clients send in the query string are also taken
 * from the body.
 */
export const identityRoutes: FastifyPluginAsyncZod<{ accounts: Accounts; auth: Auth }> = async (
  app,
  { accounts, auth },
) => {
  app.post(
    "/api/auth/register",
    {
      // The account work runs after the answer, and attempt limits count in memory while Redis is away; only
      // Turnstile, where configured, can be away (503).
      config: { alwaysAvailable: true },
      schema: {
        operationId: "register",
        tags,
        summary: "Start registration: mails a confirmation code to the address",
        description:
          "An address that already has an account gets a mail saying so instead; the answer is the same either way. A newer registration of an unconfirmed address replaces the older one.",
        body: z.object({ email: z.string().max(320), password, captcha: captchaField }),
        response: {
          202: z
            .object({ data: z.object({ email: z.string() }) })
            .describe("Accepted: a code is on its way to the address"),
          422: refusal(`Fields: \`email\`, \`password\`; ${captchaRefused}`),
          ...refusals(429),
          503: refusal(captchaAway),
        },
      },
    },
    async (req, reply) =>
      reply.code(202).send({ data: await accounts.register(req.body, requestContext(req)) }),
  );

  app.post(
    "/api/auth/register/confirm",
    {
      schema: {
        operationId: "confirmRegistration",
        description:
          "The code mailed by `register`, with the same address and password; the answer sets the session cookie.",
        tags,
        summary:
          "Confirm the address with the emailed code and the password chosen at registration; signs the new account in",
        body: z.object({ email: z.string().max(320), code, password }),
        response: { 200: accountAnswer, ...refusals(429) },
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
        operationId: "signIn",
        tags,
        summary: "Sign in with email and password",
        description:
          "With two-factor sign-in on, the answer is `twoFactor: true` and the authenticator code goes to POST /api/user/2fa/google/verify. After 10 failed sign-ins to an address in 10 minutes the answer is 401 `unlock_required`: a code goes to the address, and the sign-in takes the password with that code in `code`.",
        body: z.object({ email: z.string().max(320), password, code: code.optional() }),
        response: {
          200: z
            .object({ data: z.object({ twoFactor: z.boolean(), user: accountSchema.nullable() }) })
            .describe("Signed in (`user`), or the second step is needed (`twoFactor: true`, `user: null`)"),
          ...refusals(401, 429),
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
        operationId: "verifySignInCode",
        description:
          "Completes a sign-in that answered `twoFactor: true`, with the session cookie that answer set.",
        security: [{ sessionCookie: [] }],
        tags,
        summary: "Second step of sign-in: the authenticator app's code",
        body: z.object({ token: code }),
        response: { 200: accountAnswer, ...refusals(429) },
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
    {
      schema: {
        tags,
        operationId: "signOut",
        description:
          "Ends the session the cookie or bearer token names and clears the cookie; without one it changes nothing.",
        security: maybeSignedIn,
        summary: "Sign out: ends this session",
        response: { 200: done },
      },
    },
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
      // The account work runs after the answer, and attempt limits count in memory while Redis is away.
      config: { alwaysAvailable: true },
      schema: {
        operationId: "requestPasswordReset",
        description:
          "Always 202, so the answer does not tell whether an account exists; the code is valid for a limited time.",
        tags,
        summary:
          "Mail a password reset code (the answer is the same whether or not the address has an account)",
        body: z.object({ email: z.string().max(320) }),
        response: { 202: done, ...refusals(429) },
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
        operationId: "resetPassword",
        description:
          "The code from `requestPasswordReset` and the new password; every session and API token of the account ends.",
        tags,
        summary: "Choose a new password with the emailed code; every session of the account ends",
        body: z.object({ email: z.string().max(320), code, password }),
        response: { 200: done, ...refusals(429) },
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
        operationId: "getAccount",
        security: signedIn,
        tags,
        summary: "The signed-in user",
        description: "When the session a cookie names has ended, the answer also removes the cookie.",
        response: { 200: accountAnswer },
      },
    },
    async (req, reply) => {
      const caller = await auth.caller(req);
      if (caller) return { data: accounts.view(caller.user) };
      if (req.cookies[auth.cookie.name]) auth.clearSession(reply);
      throw new Unauthorized();
    },
  );

  const nicknameQuery = z.object({ nickname: z.string().max(100).describe("The nickname wanted") });
  app.get(
    "/api/user/nickname/unique",
    {
      schema: {
        operationId: "checkNickname",
        description:
          "For the nickname field as the user types: the rules of docs/product.md and whether another account has it.",
        security: maybeSignedIn,
        tags,
        summary: "Whether a nickname is well-formed and free (yours counts as free)",
        querystring: nicknameQuery,
        response: {
          200: z
            .object({ data: z.object({ valid: z.boolean(), available: z.boolean() }) })
            .describe("Whether the nickname is well-formed and free"),
        },
      },
    },
    async (req) => ({ data: await accounts.nicknameAvailable(req.query.nickname, await auth.caller(req)) }),
  );

  app.put(
    "/api/user/nickname",
    {
      schema: {
        operationId: "setNickname",
        description: "3 to 24 letters, digits, `_`, `-` or `.`; unique across accounts.",
        security: signedIn,
        tags,
        summary: "Set the nickname (finishes registration, or changes it)",
        querystring: nicknameQuery.partial(),
        body: nicknameQuery.partial().nullish(),
        response: { 200: accountAnswer },
      },
    },
    async (req) => {
      const caller = await auth.require(req);
      return { data: await accounts.setNickname(caller, { ...req.query, ...req.body }.nickname ?? "") };
    },
  );
};
