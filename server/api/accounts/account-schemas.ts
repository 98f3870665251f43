import { z } from "zod";

/** What the account route files share (docs/product.md, Accounts): field shapes and answers. */
export const tags = ["account"];

export const password = z.string().max(1024);
export const code = z.string().max(32);

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

export const accountAnswer = z.object({ data: accountSchema }).describe("The account");
