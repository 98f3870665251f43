import { randomBytes } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/index.ts";
import { LOGO_MIN } from "../../lib/logo.ts";
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

/** The field codes of an upload's refusals. */
type Codes = { empty: string; tooLarge: string; type: string; tooSmall: string };
const IMAGE_CODES: Codes = {
  empty: "image_empty",
  tooLarge: "image_too_large",
  type: "image_type",
  tooSmall: "image_too_small",
};

/**
 * An image checked by its content (JPEG, PNG or WebP by magic bytes, and the decoder must agree), its size in
 * bytes and pixels and its smallest dimensions, then handed to `encode`, which re-encodes it: nothing of the
 * original file (metadata, trailing bytes) survives. Refusals name `field` with one of `codes`; a refusal
 * for size says the image's size in its message.
 */
async function reencode(
  input: Buffer,
  field: string,
  limits: Limits,
  encode: (image: Sharp) => Sharp,
  codes: Codes = IMAGE_CODES,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (input.length === 0) throw new Invalid({ [field]: codes.empty });
  if (input.length > limits.maxBytes) throw new Invalid({ [field]: codes.tooLarge });
  const format = SIGNATURES.find((s) => s.test(input))?.format;
  if (!format) throw new Invalid({ [field]: codes.type });
  const image = sharp(input, { limitInputPixels: limits.maxPixels, failOn: "error" });
  const meta = await image.metadata().catch(() => undefined);
  if (!meta || meta.format !== format) throw new Invalid({ [field]: codes.type });
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < limits.minWidth || height < limits.minHeight) {
    throw new Invalid(
      { [field]: codes.tooSmall },
      `The image is ${width}×${height} px; it needs at least ${limits.minWidth}×${limits.minHeight} px`,
    );
  }
  const { data, info } = await encode(image.rotate())
    .webp({ quality: 78 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new Invalid({ [field]: codes.type });
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

/**
 * Owners' logos (docs/product.md, Token owners): as large a file as a cover, at least LOGO_MIN on each side by
 * the logo rule.
 */
export const OWNER_LOGO_LIMITS = {
  maxBytes: COVER_LIMITS.maxBytes,
  maxPixels: COVER_LIMITS.maxPixels,
  minWidth: LOGO_MIN,
  minHeight: LOGO_MIN,
};
/** Owners' logos are scaled down until their shorter side is 512 px, so they keep the rule's size. */
const OWNER_LOGO_SIDE = 512;

/**
 * An owner's logo, checked and re-encoded as WebP, its shorter side at most 512 px. Refused on `logo` as
 * `not_an_image`, `logo_too_small` (the message names the size) or `image_too_large`.
 */
export async function processOwnerLogo(input: Buffer): Promise<ProcessedImage> {
  const image = await reencode(
    input,
    "logo",
    OWNER_LOGO_LIMITS,
    (i) =>
      i.resize({
        width: OWNER_LOGO_SIDE,
        height: OWNER_LOGO_SIDE,
        fit: "outside",
        withoutEnlargement: true,
      }),
    { empty: "not_an_image", tooLarge: "image_too_large", type: "not_an_image", tooSmall: "logo_too_small" },
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
