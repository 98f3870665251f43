import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyInstance } from "fastify";

/** The API's writes that ask for a solved captcha (domain/captcha/captcha.ts). */
export const CAPTCHA_WRITES = /^\/api\/(auth\/register|user\/communities\/[^/]+\/posts(\/\d+\/answers)?)$/;

/** Solves a challenge as a browser's widget does: the payload a form sends as `captcha`. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/captcha/challenge" });
  if (res.statusCode !== 200) throw new Error(`no captcha challenge (status ${res.statusCode}: ${res.body})`);
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the captcha challenge was not solved in time");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
