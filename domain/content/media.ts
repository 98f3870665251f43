import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/index.ts";
import { Invalid } from "../errors.ts";

/** Upload limits for cover images: bytes sent, pixels decoded, and the smallest useful size. */
export const COVER_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  minWidth: 600,
  minHeight: 315,
};
/** Covers are stored at the Open Graph size, 1200 × 630. */
export const COVER_SIZE = { width: 1200, height: 630 };

const SIGNATURES: { format: string; test: (b: Buffer) => boolean }[] = [
  { format: "jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    format: "png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    format: "webp",
    test: (b) =>
      b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

export type ProcessedImage = { bytes: Buffer; mime: "image/webp"; width: number; height: number };

/**
 * An uploaded cover checked by its content (JPEG, PNG or WebP by magic bytes, and the decoder must agree),
 * its size in bytes and pixels, then cropped to 1200 × 630 and re-encoded as WebP: nothing of the original
 * file (metadata, trailing bytes) survives.
 */
export async function processCover(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new Invalid({ cover: "image_empty" });
  if (input.length > COVER_LIMITS.maxBytes) throw new Invalid({ cover: "image_too_large" });
  const format = SIGNATURES.find((s) => s.test(input))?.format;
  if (!format) throw new Invalid({ cover: "image_type" });
  const image = sharp(input, { limitInputPixels: COVER_LIMITS.maxPixels, failOn: "error" });
  const meta = await image.metadata().catch(() => undefined);
  if (!meta || meta.format !== format) throw new Invalid({ cover: "image_type" });
  if ((meta.width ?? 0) < COVER_LIMITS.minWidth || (meta.height ?? 0) < COVER_LIMITS.minHeight) {
    throw new Invalid({ cover: "image_too_small" });
  }
  const bytes = await image
    .rotate()
    .resize({ ...COVER_SIZE, fit: "cover", position: "attention" })
    .webp({ quality: 78 })
    .toBuffer()
    .catch(() => {
      throw new Invalid({ cover: "image_type" });
    });
  return { bytes, mime: "image/webp", ...COVER_SIZE };
}

/** Stores a processed image under a fresh, unguessable id; returns the id (with its extension). */
export async function storeMedia(
  db: Pick<Db, "insert">,
  image: ProcessedImage,
  userId: number | null,
): Promise<string> {
  const id = `${randomBytes(12).toString("base64url")}.webp`;
  await db.insert(media).values({
    id,
    mime: image.mime,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    createdBy: userId,
  });
  return id;
}
