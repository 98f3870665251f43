import type { FastifyInstance } from "fastify";

/** The image types an upload may be sent as, the file itself being the request body. */
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];

/**
 * Lets the routes of `app`'s scope read an image sent as the raw request body with its own content type; a body
 * over `maxBytes` is refused with 413 before it is read whole.
 */
export function acceptImageBodies(app: FastifyInstance, maxBytes: number) {
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: "buffer", bodyLimit: maxBytes + 1 }, (_req, body, done) =>
    done(null, body),
  );
}

/** The uploaded bytes; anything sent as another type arrived parsed as something else and is not an image. */
export const uploadedImage = (body: unknown): Buffer =>
  Buffer.isBuffer(body) ? body : Buffer.from("not an image");
