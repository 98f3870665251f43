import { describe, expect, it } from "vitest";
import { createTranslator } from "./translator.ts";

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
    expect(t("nav.missing")).toBe("nav.missing");
    expect(t("nav")).toBe("nav");
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
});
