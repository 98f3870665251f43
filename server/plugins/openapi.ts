import swagger from "@fastify/swagger";
import scalar from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI document built from the zod route schemas, browsable at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "TokenAtlas API",
        description: "Token catalogue: tokens, blockchains, tags and interface messages.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  // Self-contained reference: no remote fonts, no links to the vendor's hosted services.
  await app.register(scalar, {
    routePrefix: "/api/docs",
    configuration: {
      withDefaultFonts: false,
      showDeveloperTools: "never",
      agent: { disabled: true },
      mcp: { disabled: true },
    },
  });
}
