import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POPOVER_MARGIN_PX, POPOVER_POSITIONS } from "../../../src/services/popover";
import { $, $$, startOverlays, text, type Harness } from "./overlay_harness";

let h: Harness;
afterEach(() => h?.stop());

function Content({ label, close }: { label: string; close: () => void }) {
  return (
    <button className="o_inside" onClick={close}>
      {label}
    </button>
  );
}

const target = () => {
  const el = document.createElement("button");
  el.textContent = "target";
  document.body.appendChild(el);
  return el;
};
const pointerDown = (el: Element) =>
  act(async () => {
    el.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
  });

describe("popover service", () => {
  it("has the spec's positions and margin", () => {
    expect(POPOVER_POSITIONS).toEqual(["top", "bottom", "left", "right"]);
    expect(POPOVER_MARGIN_PX).toBe(16);
  });

  it.each(POPOVER_POSITIONS)("shows its component at the %s of the target", async (position) => {
    h = await startOverlays();
    await h.run(() => h.services.popover.add(target(), Content, { label: "hi" }, { position, popoverClass: "o_mine" }));
    const popover = $(".o_popover")!;
    expect(popover.classList.contains("o_mine")).toBe(true);
    expect(popover.classList.contains(`bs-popover-${position}`)).toBe(true);
    expect(text(".o_popover .o_inside")).toBe("hi");
  });

  it("refuses any other position", async () => {
    h = await startOverlays();
    expect(() => h.services.popover.add(target(), Content, { label: "x" }, { position: "bottom-start" as never })).toThrowError(
      'Invalid popover position "bottom-start": it must be one of top, bottom, left, right',
    );
    expect($(".o_popover")).toBeNull();
  });

  it("gives the component a close function; the returned one closes too, calling onClose once", async () => {
    h = await startOverlays();
    const onClose = vi.fn();
    await h.run(() => h.services.popover.add(target(), Content, { label: "x" }, { onClose }));
    await h.run(() => $(".o_inside")!.click());
    expect($(".o_popover")).toBeNull();
    const close = await h.run(() => h.services.popover.add(target(), Content, { label: "y" }, { onClose }));
    await h.run(() => close());
    await h.run(() => close());
    expect($(".o_popover")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("closes on a click outside when asked (the default), not on a click inside or on its target", async () => {
    h = await startOverlays();
    const el = target();
    await h.run(() => h.services.popover.add(el, Content, { label: "x" }));
    await pointerDown($(".o_inside")!);
    await pointerDown(el);
    expect($(".o_popover")).not.toBeNull();
    await pointerDown(document.body);
    expect($(".o_popover")).toBeNull();
  });

  it("stays open on a click outside when closeOnClickAway is false", async () => {
    h = await startOverlays();
    await h.run(() => h.services.popover.add(target(), Content, { label: "x" }, { closeOnClickAway: false }));
    await pointerDown(document.body);
    expect($(".o_popover")).not.toBeNull();
  });

  it("closes when its target leaves the DOM", async () => {
    h = await startOverlays();
    const el = target();
    await h.run(() => h.services.popover.add(el, Content, { label: "x" }));
    await h.run(() => h.services.popover.add(target(), Content, { label: "other" }));
    await act(async () => {
      el.remove();
      await new Promise((resolve) => queueMicrotask(() => resolve(null)));
    });
    expect($$(".o_popover .o_inside").map((b) => b.textContent)).toEqual(["other"]);
  });
});
