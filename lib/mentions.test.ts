import { describe, expect, it } from "vitest";
import { findMentions, markMentions } from "./mentions.ts";

const members = (html: string) => findMentions(html).flatMap((m) => (m.kind === "member" ? [m.names] : []));
const symbols = (html: string) => findMentions(html).flatMap((m) => (m.kind === "symbol" ? [m.symbol] : []));

describe("findMentions: members", () => {
  it("finds @nickname by the site's nickname rule, in any script, where it starts a word", () => {
    expect(findMentions("<p>@alice, ask (@Ана_1) or «@bob-2»</p>")).toEqual([
      { kind: "member", start: 3, names: ["alice"] },
      { kind: "member", start: 16, names: ["Ана_1"] },
      { kind: "member", start: 28, names: ["bob-2"] },
    ]);
  });

  it("offers the name without a sentence's closing dots or hyphens as the second choice", () => {
    expect(members("<p>Thanks @ana. And @bob...</p>")).toEqual([
      ["ana.", "ana"],
      ["bob...", "bob"],
    ]);
    expect(members("<p>@dd- @ab.</p>")).toEqual([["dd-"], ["ab."]]);
  });

  it("takes no address, word, path or run of signs for a mention", () => {
    expect(
      members(
        "<p>a@b.c team@tokenatlas.example @bob@mail.example x/@carol https://x.example/@dave @@eve</p>",
      ),
    ).toEqual([]);
    expect(members("<p>5@ghost x_@ivy</p>")).toEqual([]);
  });

  it("takes no name shorter or longer than a nickname may be", () => {
    expect(members("<p>@ab @abc @abcdefghijklmnopqrstuvwx @abcdefghijklmnopqrstuvwxy</p>")).toEqual([
      ["abc"],
      ["abcdefghijklmnopqrstuvwx"],
    ]);
  });
});

describe("findMentions: symbols", () => {
  it("finds $ and 1 to 11 letters or digits as typed, digits first included", () => {
    expect(findMentions("<p>$ETH, $cbBTC. ($1INCH) $USDC.e $ABCDEFGHIJK</p>")).toEqual([
      { kind: "symbol", start: 3, symbol: "ETH" },
      { kind: "symbol", start: 9, symbol: "cbBTC" },
      { kind: "symbol", start: 18, symbol: "1INCH" },
      { kind: "symbol", start: 26, symbol: "USDC" },
      { kind: "symbol", start: 34, symbol: "ABCDEFGHIJK" },
    ]);
  });

  it("takes no sum of money for a symbol", () => {
    expect(symbols("<p>$5 $5. $1.5k $10M $3bn $2T $100K $1,000 $12.50 $0 $99mm and $1,5 Mio</p>")).toEqual(
      [],
    );
  });

  it("takes no symbol inside a word, after another currency's sign, or longer than 11", () => {
    expect(symbols("<p>US$5 US$ETH a$ETH $$ETH $ETH$ $ABCDEFGHIJKL $ETH_X</p>")).toEqual([]);
  });
});

describe("findMentions: what is not read", () => {
  it("leaves the text of links, code and preformatted blocks alone, and reads on after them", () => {
    const html =
      '<p><a href="https://x.example/@ann">@ann $ETH</a> <code>$ETH @ann</code></p><pre><code>@ann\n$ETH</code></pre><p>@ann $UNI</p>';
    expect(findMentions(html)).toEqual([
      { kind: "member", start: html.lastIndexOf("@ann"), names: ["ann"] },
      { kind: "symbol", start: html.lastIndexOf("$UNI"), symbol: "UNI" },
    ]);
  });

  it("reads no attribute and no tag name", () => {
    expect(findMentions('<p><a href="/token/x?q=$ETH&amp;@bob">link</a><br /></p>')).toEqual([]);
  });
});

describe("markMentions", () => {
  const targets = {
    member: (names: readonly string[]) => names.find((n) => ["ana", "bob."].includes(n.toLowerCase())),
    symbol: (symbol: string) => (symbol.toUpperCase() === "ETH" ? "/token/ether-1" : undefined),
  };

  it("marks known members and links known symbols, leaving the rest as it was written", () => {
    expect(markMentions("<p>@ana. @Bob. @nobody, $eth $NOPE and @ANA</p>", targets)).toEqual({
      html: '<p><span class="mention">@ana</span>. <span class="mention">@Bob.</span> @nobody, <a href="/token/ether-1" class="mention">$eth</a> $NOPE and <span class="mention">@ANA</span></p>',
      members: ["ana", "Bob."],
    });
  });

  it("changes nothing in text without mentions", () => {
    const html = '<p>a@b.c <a href="https://x.example">@ana</a> costs $5</p>';
    expect(markMentions(html, targets)).toEqual({ html, members: [] });
  });

  it("escapes the path it is given", () => {
    expect(markMentions("<p>$ETH</p>", { ...targets, symbol: () => '/search?q="x"&y' }).html).toBe(
      '<p><a href="/search?q=&quot;x&quot;&amp;y" class="mention">$ETH</a></p>',
    );
  });
});
