// The editors' top navbar and the headers when the editor starts: Edit turns the editor on, the
// navbar hides while it is on, and a stopped header island gives the header its place back.
import { afterEach, describe, expect, it, vi } from "vitest";
import headerStandard from "../../../islands/website/header_standard";
import { siteHeader } from "../../../server/layout";
import mainNavbar, { LEAVE_EDITOR } from "../../../islands/website/main_navbar";
import { flush, mountOn } from "./mount_helper";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.className = "";
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});

const NAVBAR = `<nav id="oe_main_menu_navbar"><a href="#" data-action="edit" role="button">Edit</a></nav>`;

describe("the editors' top navbar", () => {
  it("turns the editor on, hides while it is on, and its button leaves the editor", async () => {
    document.body.innerHTML = NAVBAR;
    const navbar = document.querySelector<HTMLElement>("#oe_main_menu_navbar")!;
    // Edit is a navbar action: the navbar's entries run through the same island.
    const unmount = await mountOn(mainNavbar, navbar);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    navbar.querySelector("a")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flush();
    expect(document.body.classList.contains("editor_enable")).toBe(true);
    expect(navbar.hidden).toBe(false);
    unmount();
    // The loader re-mounts the page's islands once the editor is on.
    const again = await mountOn(mainNavbar, navbar);
    expect(navbar.hidden).toBe(true);
    const leave = [...document.querySelectorAll("button")].find((b) => b.textContent === LEAVE_EDITOR)!;
    expect(leave).toBeDefined();
    leave.click();
    expect(document.body.classList.contains("editor_enable")).toBe(false);
    again();
    expect(navbar.hidden).toBe(false);
    expect(document.querySelectorAll("button")).toHaveLength(0);
  });
});

describe("the standard header", () => {
  it("binds the platform's header and gives the page its place back when stopped", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => (frames.push(cb), frames.length));
    document.body.innerHTML = `<div id="wrapwrap"><header id="top" data-name="Header" class="o_header_standard">menu</header><main></main></div>`;
    const header = document.querySelector<HTMLElement>("header")!;
    expect(header.matches(headerStandard.selector)).toBe(true);
    // the platform's selector: a standard header without data-name too, never a sidebar header
    const bare = Object.assign(document.createElement("header"), { className: "o_header_standard" });
    expect(bare.matches(headerStandard.selector)).toBe(true);
    const sidebar = Object.assign(document.createElement("header"), { className: "o_header_standard o_header_sidebar" });
    expect(sidebar.matches(headerStandard.selector)).toBe(false);
    // the reference server's generic layout header is not the platform's standard header: no island
    const layout = document.createElement("div");
    layout.innerHTML = siteHeader(null, "/").html;
    expect(layout.querySelector("header")!.matches(headerStandard.selector)).toBe(false);
    Object.defineProperty(header, "offsetHeight", { value: 80, configurable: true });
    const unmount = await mountOn(headerStandard, header);
    await flush();
    Object.defineProperty(window, "scrollY", { value: 400, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    frames.shift()!(0);
    expect(header.classList.contains("o_header_affixed")).toBe(true);
    expect(header.style.position).toBe("fixed");
    expect(document.querySelector<HTMLElement>("#wrapwrap")!.style.paddingTop).toBe("80px");
    unmount();
    expect(header.classList.contains("o_header_affixed")).toBe(false);
    expect(header.style.position).toBe("");
    expect(header.style.transform).toBe("");
    expect(document.querySelector<HTMLElement>("#wrapwrap")!.style.paddingTop).toBe("");
  });
});
