/** Nested messages of one namespace. */
export type MessageTree = { [key: string]: string | MessageTree };

/** Catalogs of one locale: `{ [namespace]: nested messages }`, in i18next's JSON format. */
export type Messages = Record<string, MessageTree>;

export type Vars = Record<string, string | number>;

export type TFunction = (key: string, vars?: Vars) => string;

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
export function createTranslator(locale: string, messages: Messages, defaultNs = "common"): TFunction {
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
