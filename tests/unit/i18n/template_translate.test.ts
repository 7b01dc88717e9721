// The reference server renders its page templates' text in the page's language (issue 28): whole
// text nodes and translatable attributes that are terms; never a record's own text, a script or
// what a user typed.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { templateTerms, translatePage, translateTerm, type TemplateTerms } from "../../../server/website/template_translate";
import { PROJECT_ROOT } from "../../../server/app";
import { startTestServer } from "../server_fetch";

const terms: TemplateTerms = {
  exact: new Map([["Add to Cart", "Ajouter au panier"], ["Invoices & Bills", "Factures"], ["Search...", "Rechercher..."]]),
  patterns: [{ pattern: /^Compare (.+?)$/, translation: "Comparer %s" }],
};

describe("template terms", () => {
  it("translates a whole text node, keeping the spaces around it, and a term's attributes", () => {
    const html = `<a class="btn">\n  <i class="fa fa-cart"></i> Add to Cart\n</a><input placeholder="Search..." title="Add to Cart"/><h5>Invoices &amp; Bills</h5>`;
    expect(translatePage(html, terms)).toBe(
      `<a class="btn">\n  <i class="fa fa-cart"></i> Ajouter au panier\n</a><input placeholder="Rechercher..." title="Ajouter au panier"/><h5>Factures</h5>`,
    );
  });

  it("fills a pattern with the name as written", () => {
    expect(translateTerm("Compare Office Chair", terms)).toBe("Comparer Office Chair");
    expect(translatePage(`<button aria-label="Compare Desk &amp; Co">x</button>`, terms)).toBe(`<button aria-label="Comparer Desk &amp; Co">x</button>`);
  });

  it("leaves text that is not a whole term, scripts, styles and text areas", () => {
    const html = `<p>Add to Cart now</p><script>var t = "x">Add to Cart<"y";</script><textarea>Add to Cart</textarea><style>.a>b{}</style>`;
    expect(translatePage(html, terms)).toBe(html);
    expect(translatePage(`<textarea placeholder="Search...">Add to Cart</textarea>`, terms)).toBe(`<textarea placeholder="Rechercher...">Add to Cart</textarea>`);
  });

  it("changes nothing for a language without terms", () => {
    const none = templateTerms(PROJECT_ROOT, "en_US");
    expect(translatePage("<b>Add to Cart</b>", none)).toBe("<b>Add to Cart</b>");
  });

  it("fr_FR's terms are French, with their placeholders", () => {
    const file = JSON.parse(readFileSync(`${PROJECT_ROOT}/fixtures/seed/template_translations/fr_FR.json`, "utf8")) as { terms: Record<string, string> };
    const entries = Object.entries(file.terms);
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter(([source, french]) => source === french)).toEqual([]);
    expect(entries.filter(([source, french]) => source.split("%s").length !== french.split("%s").length)).toEqual([]);
  });
});

describe("pages in the page's language", () => {
  it("the cart, the course and the portal home are French for the demo user, English for a visitor", async () => {
    const server = startTestServer();
    const english = await (await server.fetch("/shop/cart")).text();
    expect(english).toContain("Your cart is empty!");
    await server.login("demo", "demo");
    const cart = await (await server.fetch("/shop/cart")).text();
    expect(cart).toContain("Votre panier est vide !");
    expect(cart).toContain(">Se déconnecter<");
    expect(cart).not.toContain("Your cart is empty!");
    const course = await (await server.fetch("/slides/1")).text();
    expect(course).toContain("Basics of Gardening");
    expect(course).toMatch(/>\s*Avis\s*</);
    const portal = await (await server.fetch("/my")).text();
    expect(portal).toContain("Modifier vos informations");
  });
});
