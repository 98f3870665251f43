import { describe, expect, it } from "vitest";
import common from "../../locales/en/common.json";
import market from "../../locales/en/market.json";
import { createTranslator, leavesNamed, type Messages, type TFunction } from "./translator.ts";

const messages = {
  common: { nav: { home: "Home" }, hello: "Hello, {{name}}!", two: "{{a}} and {{a}} {{b}}" },
  shell: { copied: "Copied to clipboard", items_one: "{{count}} item", items_other: "{{count}} items" },
};

describe("createTranslator", () => {
  const t = createTranslator("en", messages);

  it("reads nested keys of the default namespace", () => {
    expect(t("nav.home")).toBe("Home");
  });

  it("reads another namespace with the ns: prefix", () => {
    expect(t("shell:copied")).toBe("Copied to clipboard");
  });

  it("interpolates every occurrence and leaves unknown placeholders as they are", () => {
    expect(t("hello", { name: "Ada" })).toBe("Hello, Ada!");
    expect(t("two", { a: 1 })).toBe("1 and 1 {{b}}");
  });

  it("returns the key itself when it is missing or not a string", () => {
    // @ts-expect-error: the catalogs have no such key
    expect(t("nav.missing")).toBe("nav.missing");
    // @ts-expect-error: a group, not a text
    expect(t("nav")).toBe("nav");
    // @ts-expect-error: no such namespace
    expect(t("nope:x")).toBe("nope:x");
  });

  it("chooses the plural form of the locale from count", () => {
    expect(t("shell:items", { count: 1 })).toBe("1 item");
    expect(t("shell:items", { count: 5 })).toBe("5 items");
  });

  it("falls back to the _other form when the locale's form is missing", () => {
    const ru = createTranslator("ru", { common: { n_one: "{{count}} токен", n_other: "{{count}} токена" } });
    expect(ru("n", { count: 1 })).toBe("1 токен");
    expect(ru("n", { count: 5 })).toBe("5 токена");
  });

  it("takes only the English catalogs' keys for catalogs read from disk (npm run typecheck checks this)", () => {
    const loaded: Messages = { common, market };
    const t: TFunction<"market"> = createTranslator("en", loaded, "market");
    expect(t("intervals.1h")).toBe(market.intervals["1h"]);
    expect(t("common:nav.home")).toBe(common.nav.home);
    // @ts-expect-error: not a key of locales/en/market.json
    expect(t("intervals.2h")).toBe("intervals.2h");
    // @ts-expect-error: a key of another namespace needs its prefix
    expect(t("nav.home")).toBe("nav.home");
  });
});

describe("leavesNamed", () => {
  it("keeps only the leaves of one name and the branches leading to them", () => {
    const tree = {
      types: { category: { name: "Category", title: "Categories", description: "What kind" } },
      category: { meme: { name: "Meme", description: "Fun" }, wrapped: { description: "Only text" } },
      name: "top",
    };
    expect(leavesNamed(tree, "name")).toEqual({
      types: { category: { name: "Category" } },
      category: { meme: { name: "Meme" } },
      name: "top",
    });
    expect(leavesNamed(tree, "absent")).toEqual({});
  });
});
