import type { FastifyContextConfig, FastifySchema } from "fastify";
import { apiExamples } from "../api/examples.ts";
import { errorSchema } from "../api/schemas.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route answers without waiting on the database or Redis (from memory, or before the work it starts
     * runs), so it never gives 503.
     */
    alwaysAvailable?: boolean;
  }
}

/** Real answers recorded from the tests (server/api/examples.ts), the successes' examples. */
const RECORDED = apiExamples();

/**
 * What every operation of the OpenAPI document shares (docs/architecture.md, Public API): the refusals any
 * route can give whatever its handler does, their descriptions, and who may call it. A route documents its own
 * successes and the refusals its handler gives; these fill in the rest, so no route repeats them.
 */

/** The document's introduction; `limits` are the read quotas this server applies per minute (0 = none). */
export const apiDescription = (limits: { perAddress: number; perToken: number }) =>
  [
    "The token catalogue as JSON: tokens, assets, blockchains, tags, pairs with their candles and trades, search, interface messages, and the signed-in user's account.",
    "",
    '**Conventions.** Money is in US dollars as a decimal string (`"1234.5"`), never a float; percentages are numbers (`-1.25` is −1.25 %). Timestamps are ISO 8601 in UTC, except candle and trade times, which are Unix milliseconds as each field says. Lists are paged by an opaque `cursor`. Every refusal has the body `{"error":{"code","message","fields"?}}`, whatever the client.',
    "",
    "**Access.** The public reads need no credentials and may be called from any origin (CORS). Account and editor operations take the session cookie or a bearer token created in the account settings.",
    "",
    limits.perAddress > 0
      ? `**Limits.** The public reads are counted per client: ${limits.perAddress} a minute per address, or ${limits.perToken} a minute per account with a valid API token. Every counted answer carries the IETF \`RateLimit-Policy\` and \`RateLimit\` fields; past the quota a read gets 429 with \`Retry-After\`.`
      : "**Limits.** This server does not limit the public reads.",
  ].join("\n");

export const API_TAGS = [
  { name: "tokens", description: "Tokens, their assets and the lists' filter options" },
  { name: "blockchains", description: "Blockchains with their native coins and explorers" },
  { name: "tags", description: "Categories, industries and algorithms" },
  { name: "market", description: "Pairs: candles, trades and statistics" },
  { name: "search", description: "Search over tokens, blockchains and tags" },
  { name: "i18n", description: "Interface messages by locale" },
  { name: "contact", description: "Messages to the team and listing requests" },
  { name: "communities", description: "Token communities: the hub, feeds, posts and answers" },
  { name: "redirects", description: "Where an old address of the site leads now" },
  { name: "captcha", description: "Proof-of-work challenges for the captcha of registration and posting" },
  { name: "account", description: "Registration, sign-in, security settings, favourites and history" },
  { name: "project", description: "Token owners: claims of ownership and the owners' tokens" },
  { name: "editors", description: "The editors' desk: entries, covers, publication and roles" },
];

/** A refusal's meaning when its route says nothing more precise. */
const REFUSALS: Record<number, string> = {
  400: "Malformed request: an address, header or body the server cannot read (a NUL character, broken percent-encoding)",
  401: "Not signed in: the request carries no valid session cookie or bearer token",
  403: "Refused: the caller may not do this, or a state-changing call came from another site (`foreign_origin`)",
  404: "Not found",
  409: "Conflicts with the current state of the resource",
  410: "Existed once and can no longer be used (a single-use code used, cancelled or expired)",
  413: "The request body is larger than this operation accepts",
  415: "The request body's content type is not one this operation accepts",
  422: "Invalid input: `error.fields` names each refused parameter or field with the reason",
  429: "Too many requests: retry after the number of seconds in `Retry-After`",
  503: "The database or cache is briefly unavailable: retry after the number of seconds in `Retry-After`",
};

/** What each refusal looks like, for the document's examples. */
const REFUSAL_EXAMPLES: Record<number, { code: string; message: string; fields?: Record<string, string> }> = {
  400: { code: "bad_request", message: "NUL character in the address" },
  401: { code: "unauthorized", message: "Sign in first" },
  403: { code: "foreign_origin", message: "Foreign origin" },
  404: { code: "not_found", message: "Not found" },
  409: { code: "slug_taken", message: "Slug in use", fields: { slug: "slug_taken" } },
  410: { code: "invitation_expired", message: "This invitation has expired" },
  413: { code: "payload_too_large", message: "Request body is too large" },
  415: { code: "unsupported_media_type", message: "Unsupported Media Type: application/xml" },
  422: {
    code: "invalid",
    message: "Invalid input",
    fields: { limit: "Too big: expected number to be <=250" },
  },
  429: { code: "rate_limited", message: "Too many requests, try again later" },
  503: { code: "unavailable", message: "Service briefly unavailable, try again shortly" },
};

const RETRY_AFTER = {
  "retry-after": { type: "integer", description: "Seconds to wait before retrying" },
};

type TransformInput = Parameters<typeof import("fastify-type-provider-zod").jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof import("fastify-type-provider-zod").jsonSchemaTransform>;
type Responses = Record<string, unknown>;

/**
 * Adds the refusals the server gives on any route of the kind: 400 (server/plugins/input-guard.ts)
 * everywhere; 401 where a session is required; 403 on every state change (the origin check,
 * server/plugins/auth.ts); 422 where there is input to validate; 413 and 415 where a body is read; and 503
 * (the error handler, while a dependency is away) unless the route's config says `alwaysAvailable`.
 */
export function withStandardRefusals(input: TransformInput): TransformInput {
  const schema = input.schema as FastifySchema & { response?: Responses; hide?: boolean };
  if (schema.hide) return input;
  const { route } = input as TransformInput & {
    route?: { config?: FastifyContextConfig; method?: string | string[] };
  };
  const response: Responses = { ...schema.response };
  const takesInput = Boolean(schema.params || schema.querystring || schema.body);
  const security = (schema as { security?: Record<string, string[]>[] }).security ?? [];
  const needsSession = security.length > 0 && security.every((option) => Object.keys(option).length > 0);
  const methods = [route?.method ?? []].flat();
  const changesState = methods.some((method) => !["GET", "HEAD", "OPTIONS"].includes(method));
  const extra = [
    400,
    ...(needsSession ? [401] : []),
    ...(changesState ? [403] : []),
    ...(takesInput ? [422] : []),
    ...(schema.body ? [413, 415] : []),
    ...(route?.config?.alwaysAvailable ? [] : [503]),
  ];
  for (const status of extra) response[status] ??= errorSchema;
  return { ...input, schema: { ...schema, response } };
}

/**
 * Gives each refusal without a description or example of its own the standard ones (and `Retry-After` where
 * the server sends it), and marks an operation without `security` as public.
 */
export function withStandardAnswers(output: TransformOutput): TransformOutput {
  const schema = output.schema as Record<string, unknown> & {
    response?: Record<string, Record<string, unknown>>;
    security?: unknown;
    hide?: boolean;
  };
  if (schema.hide) return output;
  schema.security ??= [];
  const examples = typeof schema.operationId === "string" ? RECORDED[schema.operationId] : undefined;
  for (const [status, answer] of Object.entries(schema.response ?? {})) {
    if (examples?.[status] !== undefined && answer.examples === undefined)
      answer.examples = [examples[status]];
    const standard = REFUSALS[Number(status)];
    if (standard && answer.description === undefined) answer.description = standard;
    const example = REFUSAL_EXAMPLES[Number(status)];
    if (example && answer.examples === undefined) answer.examples = [{ error: example }];
    if (status === "429" || status === "503") answer.headers = { ...RETRY_AFTER, ...(answer.headers ?? {}) };
  }
  return output;
}
