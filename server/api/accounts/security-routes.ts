import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Accounts } from "../../../domain/accounts/index.ts";
import { type Auth, requestContext } from "../../plugins/auth.ts";
import { done, refusals, signedIn } from "../schemas.ts";
import { accountAnswer, code, password, tags } from "./account-schemas.ts";

/**
 * The signed-in user's security settings (`/api/user/...`, docs/product.md, Accounts): the password,
 * re-authentication, the email address, two-factor sign-in and the Google link. Fields compatible clients
 * send in the query string are also taken from the body.
 */
export const securityRoutes: FastifyPluginAsyncZod<{ accounts: Accounts; auth: Auth }> = async (
  app,
  { accounts, auth },
) => {
  const passwordChange = z.object({
    password_old: password.describe("The current password (in the query or the JSON body)"),
    password: password.describe("The new password"),
    password_confirmation: password.describe("The new password again"),
  });
  app.put(
    "/api/user/password",
    {
      schema: {
        operationId: "changePassword",
        security: signedIn,
        tags,
        summary: "Change the password: the old one, the new one and its confirmation",
        description:
          "Other sessions and API tokens end; this one gets a new token (an API token making the change is kept). Send the passwords in the body; the query string form stays accepted for compatible clients and its values never reach the log.",
        querystring: passwordChange.partial(),
        body: passwordChange.partial().nullish(),
        response: { 200: done, ...refusals(429) },
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

  const codeQuery = z.object({ code: code.describe("The code (in the query or the JSON body)") });

  app.post(
    "/api/user/email/action",
    {
      schema: {
        operationId: "reauthenticate",
        security: signedIn,
        tags,
        summary: "Re-authenticate with the password before an email or two-factor change",
        description:
          "With two-factor on, the answer is `twoFactor: true` and the app's code follows at PUT /api/user/email/action/google2fa. Re-authentication lasts 10 minutes.",
        body: z.object({ password }),
        response: {
          200: z
            .object({ data: z.object({ twoFactor: z.boolean() }) })
            .describe("Re-authenticated, or the authenticator code is needed next (`twoFactor: true`)"),
          ...refusals(429),
        },
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
        operationId: "reauthenticateCode",
        description: "Completes a re-authentication that answered `twoFactor: true`.",
        security: signedIn,
        tags,
        summary: "Re-authentication, second step with two-factor on: the authenticator code",
        querystring: codeQuery.partial(),
        body: codeQuery.partial().nullish(),
        response: { 200: done, ...refusals(429) },
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
        operationId: "requestEmailChange",
        security: signedIn,
        tags,
        summary: "Email change: mail a code to the new address (after re-authentication)",
        description:
          "An address that belongs to another account gets a mail telling its owner instead; the answer is the same either way.",
        body: z.object({ email: z.string().max(320) }),
        response: { 202: done, ...refusals(429) },
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
        operationId: "verifyEmailChange",
        description: "The code mailed to the new address; the old address gets a notice.",
        security: signedIn,
        tags,
        summary: "Email change: the code from the new address makes it the account's email",
        querystring: codeQuery.partial(),
        body: codeQuery.partial().nullish(),
        response: { 200: accountAnswer, ...refusals(429) },
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
        operationId: "getTwoFactor",
        description: "Whether two-factor sign-in is on; while it is off, the secret being set up.",
        security: signedIn,
        tags,
        summary:
          "Two-factor state; while off, the secret being set up (if POST /api/user/2fa/google/secret made one) with its otpauth URI and QR code (after re-authentication). Changes nothing.",
        response: { 200: twoFactorState.describe("The two-factor state"), ...refusals(403) },
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
        operationId: "createTwoFactorSecret",
        description:
          "Needs a re-authentication within the last minutes; the secret is shown until two-factor is turned on.",
        security: signedIn,
        tags,
        summary:
          "While two-factor is off: a new secret to set up, replacing any earlier one, with its otpauth URI and QR code (after re-authentication)",
        response: {
          201: twoFactorState.describe("The new secret with its otpauth URI and QR code"),
          ...refusals(422),
        },
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
        operationId: "sendTwoFactorCode",
        description: "Mails the code `enableTwoFactor` asks for to the account's address.",
        security: signedIn,
        tags,
        summary: "Mail the code needed to turn two-factor on",
        response: { 202: done, ...refusals(429) },
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
        operationId: "enableTwoFactor",
        description:
          "The authenticator app's code for the secret being set up, and the code mailed by `sendTwoFactorCode`.",
        security: signedIn,
        tags,
        summary: "Turn two-factor on with the app's code and the emailed code",
        body: z.object({ token: code.optional(), email_code: code.optional() }),
        response: { 200: accountAnswer, ...refusals(429) },
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
        operationId: "disableTwoFactor",
        description: "Needs a re-authentication within the last minutes.",
        security: signedIn,
        tags,
        summary: "Turn two-factor off (after re-authentication)",
        response: { 200: accountAnswer },
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
        operationId: "unlinkGoogle",
        security: signedIn,
        tags,
        summary: "Unlink Google sign-in (after re-authentication; the account needs a password)",
        description:
          "Registered whether or not Google sign-in is configured, so an account linked earlier can always unlink.",
        response: { 200: accountAnswer, ...refusals(422) },
      },
    },
    async (req, reply) => {
      const caller = await auth.require(req);
      const started = await accounts.unlinkGoogle(caller, requestContext(req));
      auth.renew(reply, started);
      return { data: accounts.view(started.user) };
    },
  );
};
