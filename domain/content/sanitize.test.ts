import { describe, expect, it } from "vitest";
import { plainText, sanitizeRichText, sanitizeUserText } from "./sanitize.ts";

/** Known XSS payloads (OWASP filter evasion cheat sheet and friends): none may survive in any form. */
const payloads = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//xss.example/x.js></SCRIPT>",
  '<img src=x onerror="alert(1)">',
  "<img src=javascript:alert(1)>",
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  "<svg><script>alert(1)</script></svg>",
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<p onclick="alert(1)" onmouseover="alert(2)">text</p>',
  '<iframe src="https://xss.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  "<style>@import 'https://xss.example/x.css';</style>",
  '<form action="https://xss.example"><input name="x"><button formaction="javascript:alert(1)">go</button></form>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<details open ontoggle="alert(1)">x</details>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<a href="//xss.example">protocol-relative</a>',
  '<body onload="alert(1)">',
  '<div><p>nested <b onmouseover="alert(1)">bold</b></p></div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '"><img src=x onerror=alert(1)>',
];

const forbidden = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<iframe/i,
  /<svg/i,
  /<img/i,
  /<style/i,
  /style=/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<meta/i,
  /<base/i,
  /href="\/\//i,
];

describe("sanitizeRichText", () => {
  it.each(payloads)("strips %s", (payload) => {
    const clean = sanitizeRichText(payload);
    for (const pattern of forbidden) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
  });

  it("keeps the structure the editor produces", () => {
    const html =
      "<h2>Title</h2><p>A <strong>bold</strong>, <em>italic</em> and <s>struck</s> word with <code>code</code>.</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote><pre><code>x = 1</code></pre><hr><p>line<br>break</p>";
    expect(sanitizeRichText(html)).toBe(
      "<h2>Title</h2><p>A <strong>bold</strong>, <em>italic</em> and <s>struck</s> word with <code>code</code>.</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote><pre><code>x = 1</code></pre><hr /><p>line<br />break</p>",
    );
  });

  it("turns h1 into h2, b into strong and i into em", () => {
    expect(sanitizeRichText("<h1>T</h1><b>b</b><i>i</i>")).toBe("<h2>T</h2><strong>b</strong><em>i</em>");
  });

  it("keeps site links as they are and opens outside links safely", () => {
    expect(sanitizeRichText('<a href="/faq" target="_top" rel="x">FAQ</a>')).toBe('<a href="/faq">FAQ</a>');
    expect(sanitizeRichText('<a href="https://docs.example/a">docs</a>')).toBe(
      '<a href="https://docs.example/a" rel="nofollow noopener noreferrer" target="_blank">docs</a>',
    );
    expect(sanitizeRichText('<a href="mailto:team@tokenatlas.example">mail</a>')).toContain(
      'href="mailto:team@tokenatlas.example"',
    );
  });
});

describe("sanitizeUserText", () => {
  it.each(payloads)("strips %s", (payload) => {
    const clean = sanitizeUserText(payload);
    for (const pattern of forbidden) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
  });

  it("marks outside links as user content that passes no ranking", () => {
    expect(sanitizeUserText('<a href="https://docs.example/a" rel="follow">docs</a>')).toBe(
      '<a href="https://docs.example/a" rel="nofollow ugc noopener noreferrer" target="_blank">docs</a>',
    );
  });
});

describe("plainText", () => {
  it("puts blocks on their own lines and decodes the escapes", () => {
    expect(
      plainText("<h2>Title</h2><p>a &amp; b &lt;c&gt; &quot;d&quot;</p><ul><li>one</li><li>two</li></ul>"),
    ).toBe('Title\na & b <c> "d"\none\ntwo');
  });
});
