import { randomBytes } from "node:crypto";
import sharp, { type Sharp } from "sharp";
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

type Limits = { maxBytes: number; maxPixels: number; minWidth: number; minHeight: number };

/**
 * An image checked by its content (JPEG, PNG or WebP by magic bytes, and the decoder must agree), its size in
 * bytes and pixels and its smallest dimensions, then handed to `encode`, which re-encodes it: nothing of the
 * original file (metadata, trailing bytes) survives. Refusals name `field`.
 */
async function reencode(
  input: Buffer,
  field: string,
  limits: Limits,
  encode: (image: Sharp) => Sharp,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (input.length === 0) throw new Invalid({ [field]: "image_empty" });
  if (input.length > limits.maxBytes) throw new Invalid({ [field]: "image_too_large" });
  const format = SIGNATURES.find((s) => s.test(input))?.format;
  if (!format) throw new Invalid({ [field]: "image_type" });
  const image = sharp(input, { limitInputPixels: limits.maxPixels, failOn: "error" });
  const meta = await image.metadata().catch(() => undefined);
  if (!meta || meta.format !== format) throw new Invalid({ [field]: "image_type" });
  if ((meta.width ?? 0) < limits.minWidth || (meta.height ?? 0) < limits.minHeight) {
    throw new Invalid({ [field]: "image_too_small" });
  }
  const { data, info } = await encode(image.rotate())
    .webp({ quality: 78 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new Invalid({ [field]: "image_type" });
    });
  return { bytes: data, width: info.width, height: info.height };
}

/** An uploaded cover, checked, cropped to 1200 × 630 and re-encoded as WebP. */
export async function processCover(input: Buffer): Promise<ProcessedImage> {
  const image = await reencode(input, "cover", COVER_LIMITS, (i) =>
    i.resize({ ...COVER_SIZE, fit: "cover", position: "attention" }),
  );
  return { ...image, mime: "image/webp" };
}

/** Token logos from a market-data source: square-ish icons, kept at most 256 px on a side. */
export const LOGO_LIMITS = { maxBytes: 1024 * 1024, maxPixels: 4_000_000, minWidth: 32, minHeight: 32 };

/** A token logo, checked and re-encoded as WebP within 256 × 256. */
export async function processLogo(input: Buffer): Promise<ProcessedImage> {
  const image = await reencode(input, "logo", LOGO_LIMITS, (i) =>
    i.resize({ width: 256, height: 256, fit: "inside", withoutEnlargement: true }),
  );
  return { ...image, mime: "image/webp" };
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
