// The demo speaks French (issue 28): fr_FR has a translation, in French, for every source string
// the islands (and the runtime they use) pass to _t, with the same placeholders and links.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { collectTerms, toLocalization, type TranslationsAnswer } from "../../../src/services/localization";
import { sourceFiles, tableStrings, translatedSources } from "./translated_sources";

const french = JSON.parse(readFileSync("fixtures/seed/translations/fr_FR.json", "utf8")) as TranslationsAnswer;
const terms = collectTerms(french);
const files = sourceFiles("islands", "src", "contract");
const { strings } = translatedSources(files);
const tables = tableStrings(files);

// Written the same in French: names of formats, words French shares with English, symbols.
const SAME_IN_FRENCH = new Set(["Ok", "CSV", "PDF", "URL", "Description", "Image", "Message", "Minute", "Minutes", "Page", "Pages", "Page %s", "Section", "Question", "Quiz", "Certification", "Confirmation", "Correct", "Notifications", "Note", "Public", "Source"]);

const placeholders = (text: string) => (text.match(/%\(\w+\)s|%s/g) ?? []).sort();
const links = (text: string) => (text.match(/href="[^"]*"/g) ?? []).sort();

describe("fr_FR", () => {
  test("the sources are read: literals, constants and tables", () => {
    expect(strings.size).toBeGreaterThan(450);
    for (const source of ["Publisher comment", "Update comment", "The comment could not be saved. Please try again.", "%s reviews", "Rate this post"]) expect(strings).toContain(source);
    for (const source of ["I love it", "Bold", "Days", "Card number"]) expect(tables).toContain(source);
    // handed on in an object (`{ title: DELETE_CATEGORY_TITLE }`, `{ message: NO_OPTION_MESSAGE }`), not an error payload's text
    for (const source of ["Delete Category", "Please select a payment option.", "Save & Publish"]) expect(strings).toContain(source);
    expect(strings).not.toContain("Arbitrary Uncaught Python Exception");
  });

  test("translates every string the islands pass to _t", () => {
    const missing = [...strings, ...tables].filter((source) => !terms.has(source));
    expect(missing).toEqual([]);
  });

  test("each translation keeps its placeholders and links, and is French", () => {
    const wrong = [...terms].filter(([source, text]) => placeholders(source).join() !== placeholders(text).join() || links(source).join() !== links(text).join());
    expect(wrong).toEqual([]);
    const untranslated = [...terms].filter(([source, text]) => source === text && !SAME_IN_FRENCH.has(source)).map(([source]) => source);
    expect(untranslated).toEqual([]);
  });

  test("writes numbers and dates the French way", () => {
    const localization = toLocalization(french, "fr_FR");
    expect(localization.dateFormat).toBe("dd/MM/yyyy");
    expect(localization.decimalPoint).toBe(",");
    expect([" ", "\u00a0", "\u202f"]).toContain(localization.thousandsSep);
    expect(localization.weekStart).toBe(1);
  });
});
