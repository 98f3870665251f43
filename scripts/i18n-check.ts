import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { localeCodes } from "../lib/locales.ts";

/**
 * Every locale has exactly the English keys in every namespace, with the same {{placeholders}}, no empty
 * values, and no sentence left in English (docs/architecture.md, Languages and locale routing). Exits non-zero on any problem.
 */
const dir = resolve(import.meta.dirname, "../locales");

function flatten(node: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof node === "string") out.set(prefix, node);
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, String(node));
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(",");
/** Two or more words of three letters or more: a sentence, not a shared label like "Name" or "24h". */
const sentence = (text: string) => (text.match(/\p{L}{3,}/gu) ?? []).length >= 2;

/**
 * Plural keys (`key_one`, `key_few`, … as i18next names them) follow the locale, not English: a locale has
 * `key_other` and every form its whole numbers take (Intl.PluralRules), may have any other form of its own, and a
 * form may add or drop `{{count}}` (English writes "1" where Russian needs "21").
 */
const pluralSuffix = /^(.*)_(zero|one|two|few|many|other)$/;
function pluralForms(code: string) {
  const rules = new Intl.PluralRules(code);
  const needed = new Set<string>(["other"]);
  for (let n = 0; n <= 200; n++) needed.add(rules.select(n));
  return { needed, allowed: new Set<string>(rules.resolvedOptions().pluralCategories) };
}
const withoutCount = (text: string) =>
  placeholders(text)
    .split(",")
    .filter((name) => name !== "count" && name !== "")
    .join(",");

const problems: string[] = [];
const namespaces = readdirSync(join(dir, "en")).filter((f) => f.endsWith(".json"));
let checked = 0;
for (const code of localeCodes) {
  if (code === "en") continue;
  const extra = existsSync(join(dir, code))
    ? readdirSync(join(dir, code)).filter((f) => f.endsWith(".json") && !namespaces.includes(f))
    : [];
  for (const f of extra) problems.push(`${code}/${f}: namespace not in English`);
  for (const ns of namespaces) {
    const file = join(dir, code, ns);
    if (!existsSync(file)) {
      problems.push(`${code}/${ns}: missing file`);
      continue;
    }
    const en = flatten(JSON.parse(readFileSync(join(dir, "en", ns), "utf8")));
    const other = flatten(JSON.parse(readFileSync(file, "utf8")));
    const forms = pluralForms(code);
    /** Plural groups of English: the base key and its `_other` text, which every form is checked against. */
    const plural = new Map<string, string>();
    for (const [key, source] of en) {
      const m = pluralSuffix.exec(key);
      if (m && en.has(`${m[1]}_other`)) plural.set(m[1], en.get(`${m[1]}_other`) ?? source);
    }
    for (const [base, source] of plural) {
      for (const form of forms.needed) {
        const key = `${base}_${form}`;
        const value = other.get(key);
        checked++;
        if (value === undefined) problems.push(`${code}/${ns}: missing ${key}`);
      }
      for (const [key, value] of other) {
        const m = pluralSuffix.exec(key);
        if (!m || m[1] !== base) continue;
        if (!forms.allowed.has(m[2]))
          problems.push(`${code}/${ns}: extra ${key} (no ${m[2]} form in ${code})`);
        else if (value.trim() === "") problems.push(`${code}/${ns}: empty ${key}`);
        else if (
          withoutCount(value) !== withoutCount(source) ||
          (m[2] !== "one" && !placeholders(value).includes("count") && placeholders(source).includes("count"))
        )
          problems.push(`${code}/${ns}: placeholders differ in ${key}`);
        else if (value === en.get(key) && sentence(value))
          problems.push(`${code}/${ns}: untranslated ${key}`);
      }
    }
    const inPlural = (key: string) => {
      const m = pluralSuffix.exec(key);
      return m !== null && plural.has(m[1]);
    };
    for (const [key, source] of en) {
      if (inPlural(key)) continue;
      const value = other.get(key);
      checked++;
      if (value === undefined) problems.push(`${code}/${ns}: missing ${key}`);
      else if (value.trim() === "") problems.push(`${code}/${ns}: empty ${key}`);
      else if (placeholders(value) !== placeholders(source))
        problems.push(`${code}/${ns}: placeholders differ in ${key}`);
      else if (value === source && sentence(source)) problems.push(`${code}/${ns}: untranslated ${key}`);
    }
    for (const key of other.keys())
      if (!en.has(key) && !inPlural(key)) problems.push(`${code}/${ns}: extra ${key}`);
  }
}
if (problems.length) {
  console.error(problems.slice(0, 200).join("\n"));
  console.error(`${problems.length} i18n problems`);
  process.exit(1);
}
console.log(
  `i18n complete: ${localeCodes.length} locales, ${namespaces.length} namespaces, ${checked} messages checked`,
);
