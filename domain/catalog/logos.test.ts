import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import contractMap from "@metamask/contract-metadata/contract-map.json" with { type: "json" };
import { base, mainnet } from "viem/chains";
import { describe, expect, it } from "vitest";
import {
  generatedLogoSvg,
  generatedLogoUrl,
  logoColor,
  logoUrlFor,
  readLogo,
  resolveLogoFile,
} from "./logos.ts";

const require = createRequire(import.meta.url);
const ccRoot = dirname(require.resolve("cryptocurrency-icons/manifest.json"));
const web3iconsDir = join(dirname(require.resolve("@web3icons/core")), "svgs", "tokens", "branded");
const ccSymbols = new Set(
  readdirSync(join(ccRoot, "128", "color")).map((file) => file.replace(/\.png$/, "")),
);
const web3Only = readdirSync(web3iconsDir)
  .filter((file) => file.endsWith(".svg.js"))
  .map((file) => file.slice(0, -".svg.js".length))
  .find((symbol) => /^[A-Z]{3,}$/.test(symbol) && !ccSymbols.has(symbol.toLowerCase()));
const [metamaskAddress, metamaskEntry] = Object.entries(
  contractMap as Record<string, { logo?: string }>,
).find(([, entry]) => entry.logo?.endsWith(".svg")) ?? ["", {}];
const zeroAddress = `0x${"0".repeat(40)}`;

describe("logoUrlFor", () => {
  it("prefers MetaMask contract metadata for Ethereum-mainnet addresses", () => {
    const url = `/logos/metamask/${metamaskEntry.logo}`;
    expect(logoUrlFor({ chainId: mainnet.id, address: metamaskAddress.toLowerCase(), symbol: "X" })).toEqual({
      logo: url,
      tokenImage: url,
    });
  });

  it("ignores MetaMask addresses on other chains and then matches cryptocurrency-icons by symbol", () => {
    expect(logoUrlFor({ chainId: base.id, address: metamaskAddress, symbol: "ETH" })).toEqual({
      logo: "/logos/cc/128/eth.png",
      tokenImage: "/logos/cc/svg/eth.svg",
    });
  });

  it("reads bridged '.e' symbols as their original", () => {
    expect(logoUrlFor({ chainId: base.id, address: zeroAddress, symbol: "USDC.e" }).logo).toBe(
      "/logos/cc/128/usdc.png",
    );
  });

  it("falls back to @web3icons/core, then to a generated SVG", () => {
    expect(web3Only).toBeDefined();
    expect(
      logoUrlFor({ chainId: base.id, address: zeroAddress, symbol: String(web3Only).toLowerCase() }),
    ).toEqual({
      logo: `/logos/web3icons/${web3Only}.svg`,
      tokenImage: `/logos/web3icons/${web3Only}.svg`,
    });
    expect(logoUrlFor({ chainId: base.id, address: zeroAddress, symbol: "ZZ$9Q" })).toEqual({
      logo: null,
      tokenImage: `/logos/generated/ZZ9Q.svg?c=${logoColor(`${base.id}:${zeroAddress}`)}`,
    });
  });
});

describe("resolveLogoFile", () => {
  it("maps each URL scheme to a file inside its package", () => {
    const metamask = resolveLogoFile(`/logos/metamask/${metamaskEntry.logo}`);
    expect(metamask).toMatchObject({ contentType: "image/svg+xml", format: "file" });
    expect(existsSync(metamask?.file ?? "")).toBe(true);
    expect(resolveLogoFile("/logos/cc/128/eth.png")).toEqual({
      file: join(ccRoot, "128", "color", "eth.png"),
      contentType: "image/png",
      format: "file",
    });
    expect(resolveLogoFile("/logos/cc/svg/eth.svg?v=2")).toEqual({
      file: join(ccRoot, "svg", "color", "eth.svg"),
      contentType: "image/svg+xml",
      format: "file",
    });
    expect(resolveLogoFile(`/logos/web3icons/${web3Only}.svg`)).toEqual({
      file: join(web3iconsDir, `${web3Only}.svg.js`),
      contentType: "image/svg+xml",
      format: "svg-module",
    });
  });

  it.each([
    "/logos/cc/128/../../package.json",
    "/logos/cc/128/%2e%2e/%2e%2e/package.json",
    "/logos/cc/128/%252e%252e/eth.png",
    "/logos/metamask/..%2f..%2fcontract-map.json",
    "/logos/metamask/..\\contract-map.json",
    "/logos/metamask/%00eth.svg",
    "/logos/metamask/%E0%A4%A",
    "/etc/passwd",
    "/logos//etc/passwd",
    "/logos/cc/128//etc/passwd",
    "/logos/cc/128/eth.svg",
    "/logos/cc/128/ETH.png",
    "/logos/cc/32/eth.png",
    "/logos/cc/svg/eth.svg.js",
    "/logos/web3icons/ETH.svg.js",
    "/logos/web3icons/index.svg",
    "/logos/unknown/eth.png",
    "/logos/generated/ETH.svg",
    "logos/cc/128/eth.png",
    "",
  ])("refuses %j", (path) => {
    expect(resolveLogoFile(path)).toBeNull();
  });
});

describe("readLogo", () => {
  it("returns the SVG markup of a web3icons module", async () => {
    const logo = await readLogo(`/logos/web3icons/${web3Only}.svg`);
    expect(logo?.contentType).toBe("image/svg+xml");
    expect(String(logo?.body)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it("reads package files and renders generated logos with their colour", async () => {
    const png = await readLogo("/logos/cc/128/eth.png");
    expect(png?.contentType).toBe("image/png");
    expect(Buffer.isBuffer(png?.body) && png.body.subarray(1, 4).toString()).toBe("PNG");
    expect(await readLogo("/logos/generated/ABC.svg?c=112233")).toEqual({
      body: generatedLogoSvg("ABC", "112233"),
      contentType: "image/svg+xml",
    });
  });

  it("refuses what resolveLogoFile refuses", async () => {
    expect(await readLogo("/logos/cc/128/%2e%2e/%2e%2e/package.json")).toBeNull();
    expect(await readLogo("/logos/generated/../x.svg")).toBeNull();
  });
});

describe("generatedLogoSvg", () => {
  it("draws a circle with up to three uppercase letters", () => {
    expect(generatedLogoSvg("usdt0", "#0A0B0C")).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="USD">' +
        '<circle cx="32" cy="32" r="32" fill="#0a0b0c"/>' +
        '<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="19" font-weight="700" fill="#ffffff">USD</text>' +
        "</svg>",
    );
  });

  it("escapes XML and derives a stable colour when none or an invalid one is given", () => {
    const svg = generatedLogoSvg("<&>");
    expect(svg).toContain(">&lt;&amp;&gt;</text>");
    expect(svg).not.toContain("<&>");
    expect(svg).toContain(`fill="#${logoColor("<&>")}"`);
    expect(generatedLogoSvg("abc", "red")).toBe(generatedLogoSvg("abc"));
    expect(logoColor("abc")).toMatch(/^[0-9a-f]{6}$/);
    expect(logoColor("abc")).not.toBe(logoColor("abd"));
  });
});

describe("generatedLogoUrl", () => {
  it("keeps only ASCII letters and digits of the text", () => {
    expect(generatedLogoUrl("$SUP", "ABCDEF")).toBe("/logos/generated/SUP.svg?c=abcdef");
    expect(generatedLogoUrl("•••")).toBe("/logos/generated/token.svg");
  });
});
