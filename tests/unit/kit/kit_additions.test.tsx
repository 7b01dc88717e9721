// The kit's per-element declarations (`each`), body declarations and usePostOnce: applied while
// the island runs, put back as the server rendered them when it stops.
import { afterEach, describe, expect, it, vi } from "vitest";
import { flush, mountOn, submit } from "../website/mount_helper";
import pickIsland from "./kit_additions_island";

const HOST = `<form class="o_pick_test"><a class="o_item" id="a">A</a><a class="o_item active" id="b">B</a><button type="submit">Go</button></form>`;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
  document.body.className = "";
});

async function mount() {
  document.body.innerHTML = HOST;
  const host = document.querySelector<HTMLFormElement>(".o_pick_test")!;
  const before = host.outerHTML;
  const unmount = await mountOn(pickIsland, host);
  return { host, before, unmount, item: (id: string) => host.querySelector<HTMLElement>(`#${id}`)! };
}

describe("per-element declarations and the body", () => {
  it("give each element its own classes and attributes, and the body its class, then put them back", async () => {
    const { host, before, unmount, item } = await mount();
    expect(item("b").classList.contains("active")).toBe(false);
    expect(item("a").getAttribute("aria-checked")).toBe("false");
    expect(document.body.classList.contains("o_picking")).toBe(false);
    item("a").click();
    expect(item("a").classList.contains("active")).toBe(true);
    expect(item("a").getAttribute("aria-checked")).toBe("true");
    expect(item("b").getAttribute("aria-checked")).toBe("false");
    expect(document.body.classList.contains("o_picking")).toBe(true);
    unmount();
    expect(host.outerHTML).toBe(before);
    expect(document.body.classList.contains("o_picking")).toBe(false);
  });
});

describe("usePostOnce", () => {
  it("posts once with the button busy; a submit another listener prevents gives the button back", async () => {
    const { host, unmount } = await mount();
    const button = host.querySelector("button")!;
    expect(submit(host).defaultPrevented).toBe(false);
    expect(button.disabled).toBe(true);
    expect(submit(host).defaultPrevented).toBe(true);
    unmount();
    expect(button.disabled).toBe(false);
    expect(button.querySelector(".o_loading_spinner")).toBeNull();
  });

  it("stopped right after a submit leaves no timer or busy button behind", async () => {
    const { host, unmount } = await mount();
    vi.useFakeTimers();
    host.addEventListener("submit", (event) => event.preventDefault());
    submit(host);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(host.querySelector("button")!.disabled).toBe(false);
  });

  it("a prevented submit gives the button back once the dispatch is over", async () => {
    const { host } = await mount();
    vi.useFakeTimers();
    host.addEventListener("submit", (event) => event.preventDefault());
    submit(host);
    vi.runAllTimers();
    expect(host.querySelector("button")!.disabled).toBe(false);
    vi.useRealTimers();
    await flush();
    // the lock was given back: the next submit takes it again
    submit(host);
    expect(host.querySelector("button")!.disabled).toBe(true);
  });
});
