import { createHash } from "node:crypto";
import helmet from "@fastify/helmet";
import swagger, { type FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import scalar, { type FastifyApiReferenceOptions } from "@scalar/fastify-api-reference";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import {
  API_TAGS,
  apiDescription,
  withStandardAnswers,
  withStandardRefusals,
} from "./openapi-conventions.ts";

/** What the document says about where the API lives and how callers sign in. */
export type OpenApiSettings = {
  publicUrl: string;
  sessionCookieName: string;
  readLimits: { perAddress: number; perToken: number };
};

const signInSchemes = (cookieName: string) => ({
  sessionCookie: {
    type: "apiKey" as const,
    in: "cookie" as const,
    name: cookieName,
    description: "The browser session set by `POST /api/auth/login` (HttpOnly, SameSite=Lax).",
  },
  bearerToken: {
    type: "http" as const,
    scheme: "bearer",
    description:
      "A named API token created with `POST /api/user/tokens`, sent as `Authorization: Bearer <token>`.",
  },
});

function swaggerOptions({
  publicUrl,
  sessionCookieName,
  readLimits,
}: OpenApiSettings): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: "TokenAtlas API",
        description: apiDescription(readLimits),
        version: "1.0.0",
        license: { name: "TokenAtlas terms and conditions", url: `${publicUrl}/terms-and-conditions` },
      },
      servers: [{ url: publicUrl, description: "This site" }],
      components: { securitySchemes: signInSchemes(sessionCookieName) },
      tags: API_TAGS,
    },
    transform: (input) => withStandardAnswers(jsonSchemaTransform(withStandardRefusals(input))),
  };
}

// Self-contained reference: the script comes from the plugin's own route (never a CDN), no remote fonts,
// no links to the vendor's hosted services.
const referenceOptions: FastifyApiReferenceOptions = {
  routePrefix: "/api/docs",
  configuration: {
    withDefaultFonts: false,
    showDeveloperTools: "never",
    agent: { disabled: true },
    mcp: { disabled: true },
  },
};

/**
 * CSP sources for the inline scripts of the reference page. The page is the same for every request (it
 * depends on the configuration only; the document itself is fetched from openapi.json), so it is rendered
 * once by a throwaway instance and its inline scripts are allowed by hash, whatever the plugin's version puts
 * in them.
 */
async function inlineScriptHashes(): Promise<string[]> {
  const probe = Fastify();
  await probe.register(
    swagger,
    swaggerOptions({
      publicUrl: "http://localhost",
      sessionCookieName: "-",
      readLimits: { perAddress: 0, perToken: 0 },
    }),
  );
  await probe.register(scalar, referenceOptions);
  const page = await probe.inject(`${referenceOptions.routePrefix}/`);
  await probe.close();
  return [...page.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, script]) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
  );
}

/**
 * OpenAPI document built from the zod route schemas, browsable at `/api/docs`. The reference page and its
 * assets carry their own CSP (the site's nonces do not reach a page the plugin renders), no framing and nosniff.
 */
export async function registerOpenApi(app: FastifyInstance, settings: OpenApiSettings) {
  await app.register(swagger, swaggerOptions(settings));
  const scriptHashes = await inlineScriptHashes();
  await app.register(async (docs) => {
    await docs.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...scriptHashes],
          // The reference injects its stylesheet and sets style attributes at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      hsts: false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
    await docs.register(scalar, referenceOptions);
  });
}
