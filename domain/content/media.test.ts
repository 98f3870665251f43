import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { Invalid } from "../errors.ts";
import {
  COVER_LIMITS,
  LOGO_LIMITS,
  OWNER_LOGO_LIMITS,
  processCover,
  processLogo,
  processOwnerLogo,
} from "./media.ts";

const picture = (width: number, height: number, format: "png" | "jpeg" | "webp") =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

async function refusal(input: Buffer): Promise<Record<string, string> | undefined> {
  try {
    await processCover(input);
  } catch (error) {
    if (error instanceof Invalid) return error.fields;
    throw error;
  }
  return undefined;
}

describe("processCover", () => {
  it.each(["png", "jpeg", "webp"] as const)("re-encodes a %s as a 1200 × 630 WebP", async (format) => {
    const out = await processCover(await picture(900, 600, format));
    const meta = await sharp(out.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1200, 630]);
    expect(out.mime).toBe("image/webp");
  });

  it("drops metadata and anything after the image", async () => {
    const withExif = await sharp(await picture(800, 500, "jpeg"))
      .withMetadata({ exif: { IFD0: { Artist: "secret" } } })
      .jpeg()
      .toBuffer();
    const out = await processCover(Buffer.concat([withExif, Buffer.from("<script>alert(1)</script>")]));
    expect(out.bytes.includes(Buffer.from("secret"))).toBe(false);
    expect(out.bytes.includes(Buffer.from("<script>"))).toBe(false);
  });

  it("refuses what is not a JPEG, PNG or WebP by its content", async () => {
    expect(await refusal(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toEqual({
      cover: "image_type",
    });
    expect(await refusal(Buffer.from("GIF89a........"))).toEqual({ cover: "image_type" });
    const png = await picture(800, 500, "png");
    expect(await refusal(Buffer.concat([png.subarray(0, 16), Buffer.alloc(200)]))).toEqual({
      cover: "image_type",
    });
  });

  it("refuses an empty file, one too large and one too small", async () => {
    expect(await refusal(Buffer.alloc(0))).toEqual({ cover: "image_empty" });
    expect(await refusal(Buffer.alloc(COVER_LIMITS.maxBytes + 1, 0xff))).toEqual({
      cover: "image_too_large",
    });
    expect(await refusal(await picture(599, 400, "png"))).toEqual({ cover: "image_too_small" });
    expect(await refusal(await picture(800, 314, "png"))).toEqual({ cover: "image_too_small" });
  });

  it("accepts the smallest allowed size", async () => {
    expect((await processCover(await picture(600, 315, "png"))).width).toBe(1200);
  });
});

describe("processLogo", () => {
  const logoRefusal = async (input: Buffer) => {
    try {
      await processLogo(input);
    } catch (error) {
      if (error instanceof Invalid) return error.fields;
      throw error;
    }
    return undefined;
  };

  it("re-encodes a logo as WebP within 256 × 256, keeping its shape and never enlarging it", async () => {
    const big = await processLogo(await picture(512, 384, "png"));
    expect(big.mime).toBe("image/webp");
    expect([big.width, big.height]).toEqual([256, 192]);
    expect((await sharp(big.bytes).metadata()).format).toBe("webp");
    const small = await processLogo(await picture(64, 64, "jpeg"));
    expect([small.width, small.height]).toEqual([64, 64]);
  });

  it("refuses what is not an image, a logo under 32 px and one over 1 MiB", async () => {
    expect(await logoRefusal(Buffer.from("<svg onload=alert(1)>"))).toEqual({ logo: "image_type" });
    expect(await logoRefusal(await picture(16, 16, "png"))).toEqual({ logo: "image_too_small" });
    expect(await logoRefusal(Buffer.alloc(LOGO_LIMITS.maxBytes + 1, 0x89))).toEqual({
      logo: "image_too_large",
    });
    expect(await logoRefusal(Buffer.alloc(0))).toEqual({ logo: "image_empty" });
  });
});

describe("processOwnerLogo", () => {
  const ownerRefusal = async (input: Buffer) => {
    try {
      await processOwnerLogo(input);
    } catch (error) {
      if (error instanceof Invalid) return { fields: error.fields, message: error.message };
      throw error;
    }
    return undefined;
  };

  it("keeps the logo rule's size: the shorter side scaled to 512 at most, never under 300", async () => {
    const wide = await processOwnerLogo(await picture(3000, 600, "png"));
    expect([wide.width, wide.height]).toEqual([2560, 512]);
    expect((await sharp(wide.bytes).metadata()).format).toBe("webp");
    const smallest = await processOwnerLogo(await picture(300, 300, "jpeg"));
    expect([smallest.width, smallest.height]).toEqual([300, 300]);
    const thin = await processOwnerLogo(await picture(1500, 300, "webp"));
    expect([thin.width, thin.height]).toEqual([1500, 300]);
  });

  it("refuses a logo under 300 × 300, naming its size", async () => {
    expect(await ownerRefusal(await picture(299, 300, "png"))).toEqual({
      fields: { logo: "logo_too_small" },
      message: "The image is 299×300 px; it needs at least 300×300 px",
    });
    expect((await ownerRefusal(await picture(600, 120, "webp")))?.fields).toEqual({ logo: "logo_too_small" });
  });

  it("refuses what is not an image: other formats, a truncated file, nothing at all", async () => {
    const png = await picture(400, 400, "png");
    for (const input of [
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      await sharp(png).gif().toBuffer(),
      Buffer.concat([png.subarray(0, 16), Buffer.alloc(200)]),
      Buffer.alloc(0),
    ]) {
      expect((await ownerRefusal(input))?.fields).toEqual({ logo: "not_an_image" });
    }
  });

  it("refuses a file over the covers' 5 MiB", async () => {
    expect((await ownerRefusal(Buffer.alloc(OWNER_LOGO_LIMITS.maxBytes + 1, 0x89)))?.fields).toEqual({
      logo: "image_too_large",
    });
  });
});
