// Public website islands on static markup: post links, show password, fullscreen, video blocks,
// headers (no server needed).
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fullscreen, { FULLSCREEN_HINT_MS, FULLSCREEN_TRANSITION_MS } from "../../../islands/website/fullscreen";
import headerDisappearing from "../../../islands/website/header_disappearing";
import postLink, { buildPostForm } from "../../../islands/website/post_link";
import showPassword from "../../../islands/website/show_password";
import videoEmbed from "../../../islands/website/video_embed";
import { flush, mountOn } from "./mount_helper";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const setGlobals = (uid: number | false) => ((window as any).odoo = { csrf_token: "c".repeat(40), __session_info__: { uid, is_admin: false } });
afterEach(() => {
  vi.useRealTimers();
  document.body.className = "";
  delete (window as any).odoo;
});

describe("post links", () => {
  beforeEach(() => setGlobals(false));

  it("posts to data-post with the csrf token and the data-post_* values", () => {
    document.body.innerHTML = `<a href="/ignored" class="post_link" data-post="/shop/cart/clear" data-post_order_id="7" data-post_x-y="z" data-other="no">Clear</a>`;
    const form = buildPostForm(document.querySelector("a")!);
    expect(form.method).toBe("post");
    expect(form.getAttribute("action")).toBe("/shop/cart/clear");
    expect(Object.fromEntries(new FormData(form))).toEqual({ csrf_token: "c".repeat(40), order_id: "7", "x-y": "z" });
  });

  it("falls back to href, and submits on click", async () => {
    document.body.innerHTML = `<a href="/web/session/logout" class="post_link">Out</a>`;
    const link = document.querySelector("a")!;
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    await mountOn(postLink, link);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(submitted[0].getAttribute("action")).toBe("/web/session/logout");
    vi.restoreAllMocks();
  });
});

describe("show password", () => {
  it("shows while pressed by mouse, touch or keyboard, hides on release", async () => {
    document.body.innerHTML = `<form><input type="password" id="password"/><button type="button" id="showPass">eye</button></form>`;
    const input = document.querySelector<HTMLInputElement>("#password")!;
    const button = document.querySelector<HTMLElement>("#showPass")!;
    await mountOn(showPassword, button);
    button.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true }));
    expect(input.type).toBe("text");
    expect(button.getAttribute("aria-pressed")).toBe("true");
    button.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
    expect(input.type).toBe("password");
    button.dispatchEvent(new Event("touchstart", { bubbles: true, cancelable: true }));
    expect(input.type).toBe("text");
    button.dispatchEvent(new Event("touchend", { bubbles: true }));
    expect(input.type).toBe("password");
    button.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true }));
    expect(input.type).toBe("text");
    button.dispatchEvent(new KeyboardEvent("keyup", { key: " ", bubbles: true }));
    expect(input.type).toBe("password");
    button.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    expect(input.type).toBe("password");
  });
});

describe("fullscreen", () => {
  // a bind island on body, as the platform's WebsiteRoot: no React, no act()
  const escape = (target: EventTarget = document) => {
    const event = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  const bodyHas = (name: string) => document.body.classList.contains(name);
  const hint = () => document.querySelector(".o_fullscreen_indication");
  const page = `<header id="top" data-name="Header" class="o_header_standard"></header><main><input id="q"/></main>`;
  afterEach(() => document.getElementById("o_fullscreen_style")?.remove());

  it("is a bind island on the platform's body", () => {
    expect(fullscreen.mode).toBe("bind");
    expect(fullscreen.selector).toBe("body");
  });

  it("does nothing for a visitor", async () => {
    setGlobals(false);
    document.body.innerHTML = page;
    const add = vi.spyOn(document, "addEventListener");
    const stop = await mountOn(fullscreen, document.body);
    expect(add.mock.calls.filter(([type]) => type === "keydown")).toEqual([]);
    escape();
    expect(bodyHas("o_fullscreen")).toBe(false);
    expect(bodyHas("o_fullscreen_transition")).toBe(false);
    expect(hint()).toBeNull();
    expect(document.getElementById("o_fullscreen_style")).toBeNull();
    stop();
    vi.restoreAllMocks();
  });

  it("toggles for a logged-in user: hint 2000 ms, transition 500 ms, not with a modal open", async () => {
    setGlobals(2);
    document.body.innerHTML = page;
    const stop = await mountOn(fullscreen, document.body);
    await flush();
    vi.useFakeTimers();
    escape();
    expect(bodyHas("o_fullscreen")).toBe(true);
    expect(bodyHas("o_fullscreen_transition")).toBe(true);
    expect(hint()!.classList.contains("o_visible")).toBe(true);
    expect(hint()!.textContent).toBe("Press esc to exit full screen");
    expect(hint()!.getAttribute("role")).toBe("status");
    vi.advanceTimersByTime(FULLSCREEN_TRANSITION_MS - 1);
    expect(bodyHas("o_fullscreen_transition")).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bodyHas("o_fullscreen_transition")).toBe(false);
    vi.advanceTimersByTime(FULLSCREEN_HINT_MS - FULLSCREEN_TRANSITION_MS - 1);
    expect(hint()!.classList.contains("o_visible")).toBe(true);
    vi.advanceTimersByTime(1);
    expect(hint()!.classList.contains("o_visible")).toBe(false);
    const modal = document.createElement("div");
    modal.className = "modal show";
    document.body.append(modal);
    escape();
    expect(bodyHas("o_fullscreen")).toBe(true);
    modal.remove();
    // leaving: no hint, the transition class for 500 ms
    escape(document.getElementById("q")!);
    expect(bodyHas("o_fullscreen")).toBe(false);
    expect(bodyHas("o_fullscreen_transition")).toBe(true);
    expect(hint()!.classList.contains("o_visible")).toBe(false);
    vi.advanceTimersByTime(FULLSCREEN_TRANSITION_MS);
    expect(bodyHas("o_fullscreen_transition")).toBe(false);
    stop();
  });

  it("leaves a key another handler took, and other keys, alone", async () => {
    setGlobals(2);
    document.body.innerHTML = page;
    const stop = await mountOn(fullscreen, document.body);
    const taken = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    taken.preventDefault();
    document.dispatchEvent(taken);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(bodyHas("o_fullscreen")).toBe(false);
    expect(hint()).toBeNull();
    stop();
  });

  it("stops: its listener, classes, hint, style and pending timeouts go", async () => {
    setGlobals(2);
    document.body.innerHTML = page;
    const stop = await mountOn(fullscreen, document.body);
    vi.useFakeTimers();
    escape();
    expect(bodyHas("o_fullscreen")).toBe(true);
    expect(document.getElementById("o_fullscreen_style")).not.toBeNull();
    stop();
    expect(bodyHas("o_fullscreen")).toBe(false);
    expect(bodyHas("o_fullscreen_transition")).toBe(false);
    expect(hint()).toBeNull();
    expect(document.getElementById("o_fullscreen_style")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    escape();
    expect(bodyHas("o_fullscreen")).toBe(false);
    expect(hint()).toBeNull();
  });
});

describe("video blocks", () => {
  it("embeds a supported link and leaves a refused one empty", async () => {
    document.body.innerHTML = `<div class="media_iframe_video" id="ok" data-oe-expression="https://player.vimeo.com/video/1"></div>
<div class="media_iframe_video" id="js" data-oe-expression="javascript:alert(1)"></div>
<div class="media_iframe_video" id="bad"><iframe src="https://evil.example/embed"></iframe></div>`;
    for (const block of document.querySelectorAll(".media_iframe_video")) await mountOn(videoEmbed, block);
    await flush();
    expect(document.querySelector("#ok iframe")!.getAttribute("src")).toBe("https://player.vimeo.com/video/1");
    expect(document.querySelector("#js iframe")).toBeNull();
    expect(document.querySelector("#bad iframe")).toBeNull();
    expect(document.querySelector("#bad")!.classList.contains("o_video_refused")).toBe(true);
  });
});

describe("disappearing header", () => {
  it("hides after 200 px down and shows after 100 px up, one write per frame", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => (frames.push(cb), frames.length));
    document.body.innerHTML = `<div id="wrapwrap"><header class="o_header_disappears">menu</header><main></main></div>`;
    const header = document.querySelector<HTMLElement>("header")!;
    await mountOn(headerDisappearing, header);
    await flush();
    const scrollTo = (y: number) => {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      window.dispatchEvent(new Event("scroll"));
      window.dispatchEvent(new Event("scroll"));
      expect(frames.length).toBe(1);
      frames.shift()!(0);
    };
    expect(header.classList.contains("o_header_affixed")).toBe(true);
    scrollTo(150);
    expect(header.style.transform).toBe("translate(0, 0)");
    scrollTo(250);
    expect(header.style.transform).toBe("translate(0, -100%)");
    scrollTo(160);
    expect(header.style.transform).toBe("translate(0, -100%)");
    scrollTo(140);
    expect(header.style.transform).toBe("translate(0, 0)");
    vi.restoreAllMocks();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });
});

describe("rating stats", () => {
  it("shows the average to 2 decimals and the percent per star", async () => {
    const { default: ratingStats } = await import("../../../islands/website/rating_stats");
    document.body.innerHTML = `<div class="o_website_rating_stats" data-rating-values="[5,4,4]"></div>`;
    const host = document.querySelector<HTMLElement>(".o_website_rating_stats")!;
    await act(async () => void (await mountOn(ratingStats, host)));
    await flush();
    expect(host.querySelector(".o_rating_average")!.textContent).toBe("4.33");
    expect([...host.querySelectorAll(".o_rating_percent")].map((td) => td.textContent)).toEqual(["33.33%", "66.67%", "0%", "0%", "0%"]);
    expect(host.textContent).toContain("3 reviews");
  });
});

describe("language and site switches", () => {
  it("go to the switch addresses with the current page", async () => {
    const { default: langSwitch } = await import("../../../islands/website/lang_switch");
    const { default: siteSwitch } = await import("../../../islands/website/site_switch");
    document.body.innerHTML = `<a href="/website/home" class="js_change_lang" data-url_code="fr">FR</a><a href="#" class="js_multi_website_switch" website-id="2">Site 2</a>`;
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, pathname: "/website/home", search: "?a=1", hash: "#team", assign });
    await mountOn(langSwitch, document.querySelector(".js_change_lang")!);
    await mountOn(siteSwitch, document.querySelector(".js_multi_website_switch")!);
    (document.querySelector(".js_change_lang") as HTMLElement).click();
    (document.querySelector(".js_multi_website_switch") as HTMLElement).click();
    expect(assign.mock.calls).toEqual([["/website/lang/fr?r=%2Fwebsite%2Fhome%23team"], ["/website/force/2?path=%2Fwebsite%2Fhome%3Fa%3D1"]]);
    vi.unstubAllGlobals();
  });
});
