import { describe, expect, test } from "vitest";
import { decodeEntities, entityAt, escapeHTML } from "../../../../src/core/text/escape";

describe("escapeHTML", () => {
  test("the six characters the platform escapes", () => {
    expect(escapeHTML(`<a href="x" onclick='y'>&\`</a>`)).toBe("&lt;a href=&quot;x&quot; onclick=&#x27;y&#x27;&gt;&amp;&#x60;&lt;/a&gt;");
  });

  test("text without them is unchanged; numbers and other values become text, undefined nothing", () => {
    expect(escapeHTML("Hello, wörld 😀")).toBe("Hello, wörld 😀");
    expect(escapeHTML(42)).toBe("42");
    expect(escapeHTML(undefined)).toBe("");
  });

  test("escaping twice escapes the entities of the first pass", () => {
    expect(escapeHTML(escapeHTML("<"))).toBe("&amp;lt;");
  });
});

describe("decodeEntities", () => {
  test("reads back what escapeHTML writes", () => {
    const text = `<a href="x" onclick='y'>&\`</a>`;
    expect(decodeEntities(escapeHTML(text))).toBe(text);
  });

  test("named, decimal and hexadecimal entities; unknown or broken ones stay as they are", () => {
    expect(decodeEntities("&amp;&lt;&gt;&quot;&apos;&nbsp;&#39;&#x41;&#X42;")).toBe("&<>\"'\u00a0'AB");
    expect(decodeEntities("&copy; &amp &#xZZ; &#0; &#x110000; & x")).toBe("&copy; &amp &#xZZ; &#0; &#x110000; & x");
  });

  test("entityAt looks no further than the longest entity", () => {
    expect(entityAt("&#x10ffff;", 0)).toEqual({ char: String.fromCodePoint(0x10ffff), length: 10 });
    expect(entityAt("&amp" + "x".repeat(50) + ";", 0)).toBe(null);
  });
});
