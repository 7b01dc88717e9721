// Every user-visible text of the islands goes through _t (issue 28): the islands' sources hold no
// JSX text, text attribute, shown literal or shown message constant outside _t, allow-list aside.
import { describe, expect, test } from "vitest";
import { importedMessages, islandSources } from "./island_sources";
import { findUntranslated, jsxText } from "./untranslated_texts";

const texts = (source: string) => findUntranslated("sample.tsx", source).map((f) => `${f.kind} ${f.text}`);

describe("the untranslated text finder", () => {
  test("finds JSX text, text attributes and shown literals", () => {
    const source = `
      const A = () => <div title="Open" className="x">
        Hello <b>world</b>
        <input placeholder="Your name" aria-label={"Name"} />
        {busy ? "Saving" : "Save"}
        {error && "Failed"}
      </div>;`;
    expect(texts(source)).toEqual(["attribute Open", "text Hello", "text world", "attribute Your name", "attribute Name", "child Saving", "child Save", "child Failed"]);
  });

  test("finds message constants shown, set as state or notified, from the file or a sibling module", () => {
    const source = `
      const SAVE_FAILED = "Could not save it.";
      const ROUTE = "/website/x";
      function A() { setError(SAVE_FAILED); notification.add(M.GONE, { title: TITLE_ERR }); rpc(ROUTE); return <p>{SAVE_FAILED}</p>; }`;
    const imported = new Map([["M.GONE", "It is gone."], ["TITLE_ERR", "Server Error"]]);
    expect(findUntranslated("sample.tsx", source, imported).map((f) => f.text)).toEqual(["Could not save it.", "It is gone.", "Server Error", "Could not save it."]);
  });

  test("leaves what goes through _t, what has no letter and the allow-list", () => {
    const source = `
      const SAVE_FAILED = "Could not save it.";
      const A = () => <div title={_t("Open")} className="o_x" data-name="Header">
        {_t("Hello %s", name)} · {count} / 5 (<i>%</i>)
        {busy ? _t("Saving") : env._t("Save")}
        <input placeholder="mail@example.com" />
        {_t(SAVE_FAILED)} Odoo
      </div>;
      function B() { setError(_t(SAVE_FAILED)); setError({ title: SAVE_FAILED }); }`;
    expect(texts(source)).toEqual([]);
  });

  test("finds the text a bind declaration writes, and leaves it when it goes through translate", () => {
    const source = `
      const HINT = "Press esc to exit full screen";
      function setup({ bind, translate }) {
        bind({ hint: { text: "Saved" }, other: { text: on ? HINT : "Off" }, label: { attr: { id: "x" } } });
        bind({ hint: { text: translate(HINT) }, count: { text: String(count) } });
        setState({ alert: { kind: "danger", text: HINT } });
      }
      const markup = defineMarkup({ children: { text: "textarea" } });`;
    expect(texts(source)).toEqual(["bind Saved", "message Press esc to exit full screen", "bind Off"]);
  });

  test("reads JSX text as React does", () => {
    expect(jsxText("\n   Post\n   comment  \n  ")).toBe("Post comment");
    expect(jsxText("Rating: ")).toBe("Rating: ");
  });
});

test("no island shows a text that does not go through _t", () => {
  const sources = islandSources();
  expect(sources.length).toBeGreaterThan(100);
  const found = sources.flatMap(([file, source]) => findUntranslated(file, source, importedMessages(file, source)));
  expect(found.map((f) => `${f.file}:${f.line} ${f.kind} ${JSON.stringify(f.text)}`)).toEqual([]);
}, 60_000); // parses some 170 files: seconds on a busy machine
