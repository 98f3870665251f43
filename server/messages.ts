import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Messages } from "../lib/i18n/translator.ts";
import { type Locale, localeCodes } from "../lib/locales.ts";

export type Namespaces = Messages;

const root = fileURLToPath(new URL("../locales", import.meta.url));

/** Reads every locale's catalogs once: `{ [locale]: { [namespace]: messages } }`. */
export function loadMessages(dir = root): Record<Locale, Namespaces> {
  const out = {} as Record<Locale, Namespaces>;
  for (const code of localeCodes) {
    const nsDir = join(dir, code);
    const namespaces: Namespaces = {};
    let files: string[] = [];
    try {
      files = readdirSync(nsDir).filter((f) => f.endsWith(".json"));
    } catch {
      files = [];
    }
    for (const file of files) {
      namespaces[file.slice(0, -5)] = JSON.parse(readFileSync(join(nsDir, file), "utf8"));
    }
    out[code] = namespaces;
  }
  return out;
}
