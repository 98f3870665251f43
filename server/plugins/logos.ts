import type { FastifyInstance } from "fastify";
import { readLogo } from "../../domain/catalog/logos.ts";

/** Token logos shipped by data packages, and generated SVG logos for tokens without one. */
export async function registerLogos(app: FastifyInstance) {
  app.get("/logos/*", { schema: { hide: true } }, async (req, reply) => {
    const logo = await readLogo(req.url);
    if (!logo) return reply.code(404).type("text/plain").send("Not found");
    reply.header("cache-control", "public, max-age=604800");
    // Package SVGs come from third parties: opened directly, nothing in them may run or load.
    reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.type(logo.contentType).send(logo.body);
  });
}
