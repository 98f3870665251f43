import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Captcha } from "../../../domain/captcha/captcha.ts";

const challengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string().describe("The key derivation each attempt runs: `PBKDF2/SHA-256`"),
      nonce: z.string().describe("Hex; with the attempt counter, the password each attempt derives from"),
      salt: z.string().describe("Hex salt of the key derivation"),
      cost: z.number().int().describe("PBKDF2 iterations per attempt"),
      keyLength: z.number().int().describe("Bytes of each derived key"),
      keyPrefix: z.string().describe("Hex the solving attempt's derived key starts with"),
      expiresAt: z.number().int().describe("Unix time in seconds after which a solution is refused"),
    }),
    signature: z.string().describe("The server's HMAC of the parameters"),
  })
  .describe("A signed proof-of-work challenge (ALTCHA, proof of work version 2)");

/** The proof-of-work captcha's challenges (docs/architecture.md, Security baseline). */
export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: Captcha }> = async (app, { captcha }) => {
  app.get(
    "/api/captcha/challenge",
    {
      config: { alwaysAvailable: true },
      schema: {
        tags: ["captcha"],
        operationId: "getCaptchaChallenge",
        summary: "A new proof-of-work captcha challenge",
        description:
          "For the ALTCHA widget: registration, posts and answers carry its solution in `captcha`. A challenge expires after 10 minutes and its solution is accepted once. Where the site uses Turnstile instead, its challenges are still given but no form takes them.",
        response: { 200: challengeSchema },
      },
    },
    async (_req, reply) => {
      reply.header("cache-control", "no-store");
      return challengeSchema.parse(await captcha.challenge());
    },
  );
};
