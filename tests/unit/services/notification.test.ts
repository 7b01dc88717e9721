import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATION_AUTOCLOSE_MS, NOTIFICATION_TYPES } from "../../../src/services/notification";
import { $, $$, startOverlays, text, tick, type Harness } from "./overlay_harness";

let h: Harness;
afterEach(() => {
  h?.stop();
  vi.useRealTimers();
});

describe("notification service", () => {
  it("has the spec's types and auto-close delay", () => {
    expect(NOTIFICATION_TYPES).toEqual(["warning", "danger", "success", "info"]);
    expect(NOTIFICATION_AUTOCLOSE_MS).toBe(4000);
  });

  it("shows the message and title of each valid type, as text", async () => {
    h = await startOverlays();
    for (const type of NOTIFICATION_TYPES) await h.run(() => h.services.notification.add(`A ${type}`, { title: `T ${type}`, type }));
    const items = $$(".o_notification");
    expect(items.map((el) => el.querySelector(".o_notification_content")!.textContent)).toEqual(["A warning", "A danger", "A success", "A info"]);
    expect(items.map((el) => el.querySelector(".o_notification_title")!.textContent)).toEqual(["T warning", "T danger", "T success", "T info"]);
    expect(items[1].getAttribute("role")).toBe("alert");
    expect(items[0].classList.contains("o_notification_warning")).toBe(true);
  });

  it("throws on any other type, naming it", async () => {
    h = await startOverlays();
    expect(() => h.services.notification.add("x", { type: "error" })).toThrowError(
      'Invalid notification type "error": it must be one of warning, danger, success, info',
    );
    expect($$(".o_notification")).toHaveLength(0);
  });

  it("renders in a polite live region", async () => {
    h = await startOverlays();
    await h.run(() => h.services.notification.add("Hello"));
    const region = $(".o_notification_manager")!;
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.contains($(".o_notification"))).toBe(true);
  });

  it("closes after 4000 ms unless sticky, calling onClose once", async () => {
    vi.useFakeTimers();
    h = await startOverlays();
    const onClose = vi.fn();
    await h.run(() => h.services.notification.add("Goes away", { onClose }));
    await h.run(() => h.services.notification.add("Stays", { sticky: true }));
    await tick(3999, vi);
    expect($$(".o_notification")).toHaveLength(2);
    await tick(1, vi);
    expect($$(".o_notification").map((el) => el.querySelector(".o_notification_content")!.textContent)).toEqual(["Stays"]);
    expect(onClose).toHaveBeenCalledTimes(1);
    await tick(60_000, vi);
    expect(text(".o_notification_content")).toBe("Stays");
  });

  it("returns a close function, and has a close button", async () => {
    h = await startOverlays();
    const onClose = vi.fn();
    const close = await h.run(() => h.services.notification.add("One", { sticky: true, onClose }));
    await h.run(() => h.services.notification.add("Two", { sticky: true }));
    await h.run(() => close());
    await h.run(() => close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect($$(".o_notification_content").map((el) => el.textContent)).toEqual(["Two"]);
    const button = $(".o_notification_close")!;
    expect(button.getAttribute("aria-label")).toBe("Close");
    await h.run(() => button.click());
    expect($$(".o_notification")).toHaveLength(0);
  });

  it("stacks notifications in the order they come", async () => {
    h = await startOverlays();
    for (const m of ["first", "second", "third"]) await h.run(() => h.services.notification.add(m, { sticky: true }));
    expect($$(".o_notification_content").map((el) => el.textContent)).toEqual(["first", "second", "third"]);
  });

  it("shows buttons with name, icon and primary flag; a click calls onClick", async () => {
    h = await startOverlays();
    const undo = vi.fn();
    await h.run(() =>
      h.services.notification.add("Archived", {
        className: "o_custom",
        buttons: [
          { name: "Undo", icon: "fa-undo", primary: true, onClick: undo },
          { name: "Later", onClick: () => {} },
        ],
      }),
    );
    const buttons = $$(".o_notification_buttons button");
    expect(buttons.map((b) => b.textContent)).toEqual(["Undo", "Later"]);
    expect(buttons[0].classList.contains("btn-primary")).toBe(true);
    expect(buttons[1].classList.contains("btn-primary")).toBe(false);
    expect(buttons[0].querySelector(".fa-undo")).not.toBeNull();
    expect($(".o_notification")!.classList.contains("o_custom")).toBe(true);
    await h.run(() => buttons[0].click());
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it("never renders a message as HTML unless messageIsHtml, and sanitizes HTML when asked", async () => {
    h = await startOverlays();
    await h.run(() => h.services.notification.add('<b>bold</b><img src="x" onerror="alert(1)">'));
    expect($(".o_notification_content")!.querySelector("b")).toBeNull();
    expect(text(".o_notification_content")).toBe('<b>bold</b><img src="x" onerror="alert(1)">');
    await h.run(() => h.services.notification.add('<b>bold</b><img src="x" onerror="alert(1)"><script>alert(2)</script>', { messageIsHtml: true }));
    // The sanitizer's code loads with the first HTML notification: React renders it once it has come.
    // (act flushes React's updates when its callback settles: let time pass inside it, then look.)
    await vi.waitFor(
      async () => {
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect($$(".o_notification_content")[1].querySelector("b")).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    const html = $$(".o_notification_content")[1];
    expect(html.querySelector("b")!.textContent).toBe("bold");
    expect(html.querySelector("img")!.hasAttribute("onerror")).toBe(false);
    expect(html.querySelector("script")).toBeNull();
  });

  it("holds a notification open while hovered, then gives it the full delay again", async () => {
    vi.useFakeTimers();
    h = await startOverlays();
    await h.run(() => h.services.notification.add("Hover me"));
    await tick(3000, vi);
    await act(async () => {
      $(".o_notification")!.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    });
    await tick(10_000, vi);
    expect($$(".o_notification")).toHaveLength(1);
    await act(async () => {
      $(".o_notification")!.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: document.body }));
    });
    await tick(3999, vi);
    expect($$(".o_notification")).toHaveLength(1);
    await tick(1, vi);
    expect($$(".o_notification")).toHaveLength(0);
  });
});
