import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { mainnet } from "viem/chains";

/**
 * Token logos shipped in npm packages, served by the web server under /logos/:
 *   /logos/metamask/<file>        @metamask/contract-metadata/images/<file>
 *   /logos/cc/128/<sym>.png       cryptocurrency-icons/128/color/<sym>.png
 *   /logos/cc/svg/<sym>.svg       cryptocurrency-icons/svg/color/<sym>.svg
 *   /logos/web3icons/<SYM>.svg    @web3icons/core/dist/svgs/tokens/branded/<SYM>.svg.js (an ES module
 *                                 whose default export is the SVG markup)
 *   /logos/generated/<text>.svg?c=<rrggbb>   generatedLogoSvg(text, color), no file behind it
 */

export type LogoUrls = {
  /** The higher-resolution project image, when a package has one. */
  logo: string | null;
  /** The token's own small image; a generated SVG when no package has one. */
  tokenImage: string;
};

export type LogoFile = {
  file: string;
  contentType: string;
  /** "svg-module": the file is an ES module whose default export is the SVG (use readLogo to get the body). */
  format: "file" | "svg-module";
};

type Sources = {
  metamaskDir: string;
  metamaskFiles: ReadonlySet<string>;
  metamaskByAddress: ReadonlyMap<string, string>;
  ccPngDir: string;
  ccPng: ReadonlySet<string>;
  ccSvgDir: string;
  ccSvg: ReadonlySet<string>;
  web3iconsDir: string;
  web3icons: ReadonlySet<string>;
};

const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

const require = createRequire(import.meta.url);
let sources: Sources | undefined;

function listFiles(dir: string, suffix: string): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(suffix)) continue;
    const name = file.slice(0, -suffix.length);
    if (SAFE_FILE_NAME.test(name)) names.add(name);
  }
  return names;
}

function loadSources(): Sources {
  if (sources) return sources;
  const contractMapFile = require.resolve("@metamask/contract-metadata/contract-map.json");
  const metamaskDir = join(dirname(contractMapFile), "images");
  const metamaskFiles = new Set(
    readdirSync(metamaskDir).filter((file) => SAFE_FILE_NAME.test(file) && extension(file) in CONTENT_TYPES),
  );
  const contractMap = JSON.parse(readFileSync(contractMapFile, "utf8")) as Record<string, { logo?: string }>;
  const metamaskByAddress = new Map<string, string>();
  for (const [address, entry] of Object.entries(contractMap)) {
    if (entry.logo && metamaskFiles.has(entry.logo)) metamaskByAddress.set(address.toLowerCase(), entry.logo);
  }
  const ccRoot = dirname(require.resolve("cryptocurrency-icons/manifest.json"));
  const ccPngDir = join(ccRoot, "128", "color");
  const ccSvgDir = join(ccRoot, "svg", "color");
  const web3iconsDir = join(dirname(require.resolve("@web3icons/core")), "svgs", "tokens", "branded");
  sources = {
    metamaskDir,
    metamaskFiles,
    metamaskByAddress,
    ccPngDir,
    ccPng: listFiles(ccPngDir, ".png"),
    ccSvgDir,
    ccSvg: listFiles(ccSvgDir, ".svg"),
    web3iconsDir,
    web3icons: listFiles(web3iconsDir, ".svg.js"),
  };
  return sources;
}

function extension(file: string): string {
  const dot = file.lastIndexOf(".");
  return dot < 0 ? "" : file.slice(dot + 1).toLowerCase();
}

/** The symbol, then (for bridged copies such as "USDC.e") the symbol without its ".e" suffix. */
function symbolCandidates(symbol: string): string[] {
  const trimmed = symbol.trim();
  const unbridged = trimmed.replace(/\.e$/i, "");
  return unbridged === trimmed ? [trimmed] : [trimmed, unbridged];
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `${channel(0)}${channel(8)}${channel(4)}`;
}

/** A deterministic mid-dark colour ("rrggbb") for a text: white letters stay readable on it. */
export function logoColor(text: string): string {
  return hslToHex(fnv1a(text) % 360, 0.55, 0.4);
}

const HEX_COLOR = /^#?([0-9a-f]{6})$/i;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A circle with up to three uppercase letters of `text`; the colour comes from a hash of `text` unless given. */
export function generatedLogoSvg(text: string, color?: string): string {
  const upper = Array.from(text.normalize("NFKC").toUpperCase());
  const alphanumeric = upper.filter((char) => /[\p{L}\p{N}]/u.test(char));
  const glyphs = (alphanumeric.length > 0 ? alphanumeric : upper.filter((char) => char.trim() !== "")).slice(
    0,
    3,
  );
  const letters = glyphs.join("") || "?";
  const fill = HEX_COLOR.exec(color ?? "")?.[1]?.toLowerCase() ?? logoColor(text);
  const fontSize = [28, 28, 24, 19][glyphs.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(letters)}">` +
    `<circle cx="32" cy="32" r="32" fill="#${fill}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(letters)}</text>` +
    "</svg>"
  );
}

const GENERATED_PATH = /^\/logos\/generated\/([A-Za-z0-9]{1,32})\.svg$/;

/** `/logos/generated/<ascii letters and digits of text>.svg`, with `?c=<rrggbb>` when a colour is given. */
export function generatedLogoUrl(text: string, color?: string): string {
  const name = text.replace(/[^A-Za-z0-9]/g, "").slice(0, 32) || "token";
  const fill = HEX_COLOR.exec(color ?? "")?.[1]?.toLowerCase();
  return fill ? `/logos/generated/${name}.svg?c=${fill}` : `/logos/generated/${name}.svg`;
}

/**
 * Picks a token's logos, first match wins: MetaMask contract metadata (Ethereum-mainnet address),
 * cryptocurrency-icons by symbol, @web3icons/core by symbol, else a generated SVG coloured by chain and address.
 */
export function logoUrlFor(token: { chainId: number; address: string; symbol: string }): LogoUrls {
  const s = loadSources();
  if (token.chainId === mainnet.id) {
    const file = s.metamaskByAddress.get(token.address.toLowerCase());
    if (file) return { logo: `/logos/metamask/${file}`, tokenImage: `/logos/metamask/${file}` };
  }
  const candidates = symbolCandidates(token.symbol);
  for (const candidate of candidates) {
    const sym = candidate.toLowerCase();
    if (s.ccPng.has(sym)) {
      const png = `/logos/cc/128/${sym}.png`;
      return { logo: png, tokenImage: s.ccSvg.has(sym) ? `/logos/cc/svg/${sym}.svg` : png };
    }
  }
  for (const candidate of candidates) {
    const sym = candidate.toUpperCase();
    if (s.web3icons.has(sym))
      return { logo: `/logos/web3icons/${sym}.svg`, tokenImage: `/logos/web3icons/${sym}.svg` };
  }
  const color = logoColor(`${token.chainId}:${token.address.toLowerCase()}`);
  return { logo: null, tokenImage: generatedLogoUrl(token.symbol, color) };
}

function decodePath(urlPath: string): string | null {
  const path = urlPath.split(/[?#]/, 1)[0];
  try {
    const decoded = decodeURIComponent(path);
    return /[\\\0]|\.\./.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * Maps a /logos/ URL path to the package file behind it. Only names present in the package folders are
 * accepted, so traversal (`..`, `%2e%2e`), absolute paths, unknown prefixes and extensions all give null.
 * Generated logos have no file: use readLogo.
 */
export function resolveLogoFile(urlPath: string): LogoFile | null {
  const path = decodePath(urlPath);
  if (!path) return null;
  const s = loadSources();
  let match = /^\/logos\/metamask\/([^/]+)$/.exec(path);
  if (match && s.metamaskFiles.has(match[1])) {
    return {
      file: join(s.metamaskDir, match[1]),
      contentType: CONTENT_TYPES[extension(match[1])],
      format: "file",
    };
  }
  match = /^\/logos\/cc\/128\/([^/]+)\.png$/.exec(path);
  if (match && s.ccPng.has(match[1])) {
    return { file: join(s.ccPngDir, `${match[1]}.png`), contentType: CONTENT_TYPES.png, format: "file" };
  }
  match = /^\/logos\/cc\/svg\/([^/]+)\.svg$/.exec(path);
  if (match && s.ccSvg.has(match[1])) {
    return { file: join(s.ccSvgDir, `${match[1]}.svg`), contentType: CONTENT_TYPES.svg, format: "file" };
  }
  match = /^\/logos\/web3icons\/([^/]+)\.svg$/.exec(path);
  if (match && s.web3icons.has(match[1])) {
    return {
      file: join(s.web3iconsDir, `${match[1]}.svg.js`),
      contentType: CONTENT_TYPES.svg,
      format: "svg-module",
    };
  }
  return null;
}

/** The body and content type for any /logos/ URL (path plus optional `?c=` query), or null when refused. */
export async function readLogo(url: string): Promise<{ body: string | Buffer; contentType: string } | null> {
  const path = decodePath(url);
  const generated = path ? GENERATED_PATH.exec(path) : null;
  if (generated) {
    const color = new URLSearchParams(url.split("?")[1] ?? "").get("c") ?? undefined;
    return { body: generatedLogoSvg(generated[1], color), contentType: CONTENT_TYPES.svg };
  }
  const resolved = resolveLogoFile(url);
  if (!resolved) return null;
  if (resolved.format === "file")
    return { body: await readFile(resolved.file), contentType: resolved.contentType };
  const module = (await import(pathToFileURL(resolved.file).href)) as { default: unknown };
  if (typeof module.default !== "string") return null;
  return { body: module.default, contentType: resolved.contentType };
}
