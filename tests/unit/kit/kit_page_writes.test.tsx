// The kit's slots, page writes and outside attributes: a slot is there while the island runs and
// gone when it stops, even mid-way; what a server's answer wrote stays (the page's new state);
// attributes of an element outside the host are read, a bad one warns and falls back.
import { useState } from "react";
import { createPortal } from "react-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { attr, attrsOf, defineIsland, defineMarkup, useBind, useSlot, writeOn, type IslandProps } from "../../../src/kit";
import { mountOn } from "../website/mount_helper";

const markup = defineMarkup({ children: { field: "input", save: "button" } });

function SlotIsland({ parts }: IslandProps<typeof markup>) {
  const [saved, setSaved] = useState(0);
  const slot = useSlot(parts.field.first(), "after", "o_test_slot");
  useBind(parts, {
    field: { class: { o_touched: saved > 0 } },
    save: { on: { click: (_event, button) => (setSaved((n) => n + 1), writeOn(button, { attr: { "data-saved": "yes" }, text: "Saved" })) } },
  });
  return slot ? createPortal(<span className="o_test_count">{saved}</span>, slot) : null;
}
const slotIsland = defineIsland({ name: "kit.slot_island", selector: ".o_slot_test", moment: "load", mode: "enhance", markup, Component: SlotIsland });

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("useSlot and writeOn", () => {
  it("places the island's box after its anchor, removes it when the island stops, and keeps what an answer wrote", async () => {
    document.body.innerHTML = `<form class="o_slot_test"><input><button type="button">Save</button></form>`;
    const host = document.querySelector<HTMLElement>(".o_slot_test")!;
    const unmount = await mountOn(slotIsland, host);
    const slot = host.querySelector(".o_test_slot")!;
    expect(slot.previousElementSibling!.tagName).toBe("INPUT");
    expect(slot.textContent).toBe("0");
    host.querySelector("button")!.click();
    expect(host.querySelector(".o_test_count")!.textContent).toBe("1");
    expect(host.querySelector("input")!.classList.contains("o_touched")).toBe(true);
    unmount();
    expect(host.querySelector(".o_test_slot")).toBeNull();
    expect(host.querySelector("input")!.classList.contains("o_touched")).toBe(false);
    // the server's answer is the page's new state: it is not put back
    expect(host.querySelector("button")!.outerHTML).toBe(`<button type="button" data-saved="yes">Saved</button>`);
  });

  it("writes classes, attributes, properties, styles and text, and ignores a missing element", () => {
    document.body.innerHTML = `<button class="a" disabled>x</button>`;
    const button = document.querySelector("button")!;
    writeOn(button, { class: { a: false, b: true, c: undefined }, attr: { disabled: false, "aria-pressed": "true" }, prop: { title: "t" }, style: { color: "red" }, text: 3 });
    expect(button.outerHTML).toBe(`<button class="b" aria-pressed="true" title="t" style="color: red;">3</button>`);
    expect(() => writeOn(null, { text: "x" })).not.toThrow();
  });
});

describe("attrsOf", () => {
  it("reads declared attributes of an element outside the host; a bad one warns once and falls back", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    document.body.innerHTML = `<div id="wrapwrap" data-forum_id="3" data-size="big"></div>`;
    const wrap = document.getElementById("wrapwrap");
    expect(attrsOf(wrap, { forum: attr.id("data-forum_id"), size: attr.int("data-size", 7) }, "kit.test")).toEqual({ forum: 3, size: 7 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("data-size");
    expect(attrsOf(null, { forum: attr.id("data-forum_id") }, "kit.test")).toEqual({ forum: null });
  });

});
