import { describe, expect, it } from "vitest";
import {
  articleListPath,
  articleSegment,
  contentPath,
  fitHeadings,
  isContentSlug,
  localizeLinks,
  offeringStatus,
  readingMinutes,
} from "./content-kinds.ts";

describe("articleSegment", () => {
  it("reads page-{digits} as a list page and anything else as a slug", () => {
    expect(articleSegment("page-2")).toEqual({ page: 2 });
    expect(articleSegment("page-1")).toEqual({ page: 1 });
    expect(articleSegment("stablecoins-explained")).toEqual({ slug: "stablecoins-explained" });
  });
  it("refuses a page that is not digits, zero, or absurdly long (docs/product.md, Route parameters and not-found)", () => {
    expect(articleSegment("page-x")).toBeNull();
    expect(articleSegment("page-")).toBeNull();
    expect(articleSegment("page-2a")).toBeNull();
    expect(articleSegment("page-0")).toBeNull();
    expect(articleSegment("page-1234567")).toBeNull();
  });
});

describe("paths", () => {
  it("puts pages at the root and other kinds under their own path", () => {
    expect(contentPath("page", "about-us")).toBe("/about-us");
    expect(contentPath("news", "a-b")).toBe("/news/a-b");
    expect(contentPath("airdrop", "x-y")).toBe("/airdrop/x-y");
  });
  it("gives page 1 the list's own address", () => {
    expect(articleListPath("news", 1)).toBe("/news");
    expect(articleListPath("blog", 3)).toBe("/blog/page-3");
  });
});

describe("isContentSlug", () => {
  it("accepts lower-case words joined by hyphens", () => {
    expect(isContentSlug("what-is-a-contract-address")).toBe(true);
    expect(isContentSlug("web3")).toBe(true);
  });
  it("refuses capitals, spaces, double hyphens, short, long and list-page names", () => {
    for (const bad of [
      "Upper",
      "two words",
      "a--b",
      "-lead",
      "trail-",
      "ab",
      "x".repeat(121),
      "page-2",
      "page-about",
    ]) {
      expect(isContentSlug(bad), bad).toBe(false);
    }
  });
});

describe("offeringStatus", () => {
  const start = "2026-11-10T12:00:00.000Z";
  const end = "2026-11-20T12:00:00.000Z";
  it("is upcoming before the start, active from the start, ended from the end", () => {
    expect(offeringStatus(start, end, new Date("2026-11-10T11:59:59.999Z"))).toBe("upcoming");
    expect(offeringStatus(start, end, new Date(start))).toBe("active");
    expect(offeringStatus(start, end, new Date("2026-11-20T12:00:00.000Z"))).toBe("ended");
    expect(offeringStatus(start, end, new Date("2026-11-20T11:59:59.999Z"))).toBe("active");
  });
});

describe("readingMinutes", () => {
  it("counts 220 words a minute, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(Array(220).fill("word").join(" "))).toBe(1);
    expect(readingMinutes(Array(660).fill("word").join(" "))).toBe(3);
    expect(readingMinutes(Array(770).fill("word").join(" "))).toBe(4);
  });
  it("counts 500 characters a minute in scripts without spaces", () => {
    expect(readingMinutes("字".repeat(1500))).toBe(3);
    expect(readingMinutes("トークン".repeat(250))).toBe(2);
  });
});

describe("localizeLinks", () => {
  it("prefixes site links with the locale and leaves other links alone", () => {
    const html =
      '<p><a href="/contacts">c</a> <a href="/">h</a> <a href="https://x.example/a">x</a> <a href="mailto:a@b.example">m</a></p>';
    expect(localizeLinks(html, "ja")).toBe(
      '<p><a href="/ja/contacts">c</a> <a href="/ja">h</a> <a href="https://x.example/a">x</a> <a href="mailto:a@b.example">m</a></p>',
    );
    expect(localizeLinks(html, "en")).toBe(html);
  });

  it("moves a token mention's link into the locale and keeps its mark (docs/decisions/024-mentions.md)", () => {
    expect(localizeLinks('<p><a href="/token/usd-coin-7" class="mention">$USDC</a></p>', "de")).toBe(
      '<p><a href="/de/token/usd-coin-7" class="mention">$USDC</a></p>',
    );
  });
});

describe("fitHeadings", () => {
  it("moves a text that starts too deep up to the given level", () => {
    expect(fitHeadings("<h3>Terms</h3><p>x</p><h3>Risks</h3>", 2)).toBe(
      "<h2>Terms</h2><p>x</p><h2>Risks</h2>",
    );
  });
  it("closes a skipped level and keeps the text's own nesting", () => {
    expect(fitHeadings("<h2>A</h2><h4>B</h4><h3>C</h3><h4>D</h4><h2>E</h2>", 2)).toBe(
      "<h2>A</h2><h3>B</h3><h3>C</h3><h4>D</h4><h2>E</h2>",
    );
  });
  it("puts the text below a deeper heading, keeping attributes and leaving text without headings alone", () => {
    expect(fitHeadings('<h2 class="x">A</h2><h3>B</h3>', 3)).toBe('<h3 class="x">A</h3><h4>B</h4>');
    expect(fitHeadings("<p>hello <strong>h2</strong></p><hr>", 2)).toBe(
      "<p>hello <strong>h2</strong></p><hr>",
    );
    expect(fitHeadings("<h4>A</h4><h4>B</h4>", 6)).toBe("<h6>A</h6><h6>B</h6>");
  });
});
