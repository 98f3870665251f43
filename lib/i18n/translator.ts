import type account from "../../locales/en/account.json";
import type admin from "../../locales/en/admin.json";
import type captcha from "../../locales/en/captcha.json";
import type common from "../../locales/en/common.json";
import type community from "../../locales/en/community.json";
import type compare from "../../locales/en/compare.json";
import type content from "../../locales/en/content.json";
import type email from "../../locales/en/email.json";
import type home from "../../locales/en/home.json";
import type lists from "../../locales/en/lists.json";
import type market from "../../locales/en/market.json";
import type owner from "../../locales/en/owner.json";
import type security from "../../locales/en/security.json";
import type shell from "../../locales/en/shell.json";
import type tags from "../../locales/en/tags.json";
import type token from "../../locales/en/token.json";
/** Nested messages of one namespace. */
export type MessageTree = { [key: string]: string | MessageTree };

/** Catalogs of one locale: `{ [namespace]: nested messages }`, in i18next's JSON format. */
export type Messages = Record<string, MessageTree>;

export type Vars = Record<string, string | number>;

/** The English catalogs are the reference: every other locale has their keys (scripts/i18n-check.ts). */
export type Catalogs = {
  account: typeof account;
  admin: typeof admin;
  captcha: typeof captcha;
  common: typeof common;
  community: typeof community;
  compare: typeof compare;
  content: typeof content;
  email: typeof email;
  home: typeof home;
  lists: typeof lists;
  market: typeof market;
  owner: typeof owner;
  security: typeof security;
  shell: typeof shell;
  tags: typeof tags;
  token: typeof token;
};
export type Namespace = keyof Catalogs;

type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";
/** Dotted paths to the strings of a tree; `key_one`/`key_other` also answer to `key` (read with `count`). */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K | (K extends `${infer Base}_${PluralForm}` ? Base : never)
    : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** The keys a translator for namespace `NS` of catalogs `C` accepts: its own bare, any namespace's prefixed. */
export type KeyOf<C, NS extends string> =
  | (NS extends keyof C ? Paths<C[NS]> : never)
  | { [N in keyof C & string]: `${N}:${Paths<C[N]>}` }[keyof C & string];

export type Translate<C, NS extends string> = (key: KeyOf<C, NS>, vars?: Vars) => string;

/** `t` over the English catalogs: a key that is not in them fails the typecheck. */
export type TFunction<NS extends Namespace = "common"> = Translate<Catalogs, NS>;
export type TKey<NS extends Namespace = "common"> = KeyOf<Catalogs, NS>;
/** A translator of any namespace, for helpers that use only `ns:`-prefixed keys. */
export type AnyTFunction = Translate<Catalogs, never>;

/** Dotted paths to the groups (objects) of a tree. */
type Groups<T> = {
  [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${Groups<T[K]>}`;
}[keyof T & string];

/**
 * The keys of namespace `NS` under group `G`, for a key whose tail comes from data (a tag's slug, a refusal
 * code, an audit action): casting `` `${G}.${tail}` `` to it checks the group and the shape; a tail the catalog
 * lacks comes back from `t` as the key itself.
 */
export type KeyUnder<NS extends Namespace, G extends Groups<Catalogs[NS]>> = Extract<
  Paths<Catalogs[NS]>,
  `${G}.${string}`
>;

/** Catalogs read from disk are typed loosely; keys are then checked against the English ones. */
type Reference<M> = string extends keyof M ? Catalogs : M;

function lookup(node: unknown, path: string[]): unknown {
  let current = node;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * Translates `ns:dotted.key` (or `dotted.key` in the default namespace), replacing `{{name}}` with `vars`.
 * With a numeric `count`, the key's plural form for the locale is used when present (`key_one`,
 * `key_few`, `key_other`, as i18next names them). A missing key returns the key itself, so the i18n
 * check and the tests can see it.
 */
export function createTranslator<M extends Messages, NS extends string = "common">(
  locale: string,
  messages: M,
  defaultNs = "common" as NS,
): Translate<Reference<M>, NS> {
  let plurals: Intl.PluralRules | undefined;
  const pluralForm = (count: number) => {
    plurals ??= new Intl.PluralRules(locale);
    return plurals.select(count);
  };
  return (key, vars) => {
    const colon = key.indexOf(":");
    const ns = colon > 0 ? key.slice(0, colon) : defaultNs;
    const path = (colon > 0 ? key.slice(colon + 1) : key).split(".");
    let value: unknown;
    if (typeof vars?.count === "number") {
      const last = path.length - 1;
      const withForm = (form: string) => [...path.slice(0, last), `${path[last]}_${form}`];
      value =
        lookup(messages[ns], withForm(pluralForm(vars.count))) ?? lookup(messages[ns], withForm("other"));
    }
    value ??= lookup(messages[ns], path);
    if (typeof value !== "string") return key;
    if (!vars) return value;
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in vars ? String(vars[name]) : match,
    );
  };
}

/**
 * A copy of a catalog tree holding only the leaves named `leaf` and the branches that lead to them: what a page
 * sends when its components read one field of many entries (the tag names of a filter, not their descriptions).
 */
export function leavesNamed(tree: MessageTree, leaf: string): MessageTree {
  const kept: MessageTree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") {
      if (key === leaf) kept[key] = value;
    } else {
      const branch = leavesNamed(value, leaf);
      if (Object.keys(branch).length > 0) kept[key] = branch;
    }
  }
  return kept;
}
