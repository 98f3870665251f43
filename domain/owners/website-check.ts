import { Resolver } from "node:dns/promises";
import { FILE_PATH, fileHolds, recordsHold } from "./website-rule.ts";

export type WebsiteCheckOptions = {
  /** Resolvers (`ip` or `ip:port`); empty: the system's. */
  dnsServers: string[];
  /** How the `.well-known` file is fetched: https on 443 in production; tests point it to a local server. */
  scheme: "https" | "http";
  port: number;
  timeoutMs?: number;
};

/** Where a website's code was found. */
export type FoundBy = "dns" | "file";

/** The most of the file that is read; a longer one is read that far. */
const FILE_BYTES = 4096;
/** Redirects followed on the same host and scheme; one to another host ends the look. */
const REDIRECTS = 3;

/**
 * Looks for a claim's code on a website (docs/decisions/025-website-proof.md): the host's TXT records, then the
 * `.well-known` file fetched with a timeout, without leaving the host, at most 4 KiB read. Whatever fails
 * (no record, a resolver error, no file, a redirect elsewhere, a timeout) is "not found", never an error.
 */
export function createWebsiteCheck(options: WebsiteCheckOptions) {
  const timeout = options.timeoutMs ?? 5000;

  async function inDns(host: string, code: string): Promise<boolean> {
    const resolver = new Resolver({ timeout: Math.min(timeout, 2000), tries: 2 });
    if (options.dnsServers.length > 0) resolver.setServers(options.dnsServers);
    try {
      return recordsHold(await resolver.resolveTxt(host), code);
    } catch {
      return false;
    }
  }

  async function readCapped(response: Response): Promise<string> {
    if (!response.body) return "";
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    while (size < FILE_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
    await reader.cancel();
    return Buffer.concat(chunks).subarray(0, FILE_BYTES).toString("utf8");
  }

  async function inFile(host: string, code: string): Promise<boolean> {
    const origin = `${options.scheme}://${host}:${options.port}`;
    let url = new URL(FILE_PATH, origin);
    const signal = AbortSignal.timeout(timeout);
    try {
      for (let hop = 0; hop <= REDIRECTS; hop++) {
        const response = await fetch(url, { redirect: "manual", signal });
        const location = response.headers.get("location");
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          const next = new URL(location, url);
          if (next.origin !== url.origin) return false;
          url = next;
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel();
          return false;
        }
        return fileHolds(await readCapped(response), code);
      }
      return false;
    } catch {
      return false;
    }
  }

  /** Where the code was found on `host`, the TXT record first; undefined where neither holds it. */
  return async (host: string, code: string): Promise<FoundBy | undefined> => {
    const [dns, file] = await Promise.all([inDns(host, code), inFile(host, code)]);
    if (dns) return "dns";
    return file ? "file" : undefined;
  };
}

export type WebsiteCheck = ReturnType<typeof createWebsiteCheck>;
