import { afterEach, describe, expect, it, vi } from "vitest";
import popup from "../../../../islands/website/blocks/popup";
import cookiesBar, { COOKIES_BAR_COOKIE, consentValue } from "../../../../islands/website/blocks/cookies_bar";
import {
  DAY_SECONDS, MOBILE_MOUSE_EXIT_DELAY_MS, consentTtlSeconds, isSubscribedNewsletter, openingTrigger, readPopupOptions,
} from "../../../../islands/website/blocks/popup_opening";
import { getCookie, deleteCookie } from "../../../../src/services/cookie";
import { advance, mountBlock } from "./mount";

function popupMarkup(id: string, modalAttrs: string, content = "") {
  return `<div class="s_popup" id="${id}"><div class="modal fade" tabindex="-1" ${modalAttrs}>
    <div class="modal-dialog"><div class="modal-content">
    <div class="s_popup_close js_close_popup" role="button" aria-label="Close">×</div>
    <section><a href="/shop" id="${id}-link">Shop</a>${content}</section></div></div></div></div>`;
}
const modalOf = (id: string) => document.querySelector<HTMLElement>(`#${id} .modal`)!;
const isOpen = (id: string) => modalOf(id).classList.contains("show");

afterEach(() => {
  vi.useRealTimers();
  for (const name of ["sPopup1", "sPopup2", COOKIES_BAR_COOKIE]) deleteCookie(name);
});

describe("popup rules", () => {
  it("reads its options with defaults and turns mouse exit into 5000 ms on phones", () => {
    document.body.innerHTML = `<div class="modal" data-display="mouseExit" data-show-after="2000" data-consents-duration="3"></div>`;
    const options = readPopupOptions(document.querySelector(".modal")!);
    expect(options).toEqual({ display: "mouseExit", showAfter: 2000, consentsDays: 3 });
    expect(MOBILE_MOUSE_EXIT_DELAY_MS).toBe(5000);
    expect(openingTrigger(options, 390)).toEqual({ delay: 5000 });
    expect(openingTrigger(options, 1280)).toEqual({ mouseExit: true });
    expect(openingTrigger({ ...options, display: "afterDelay" }, 1280)).toEqual({ delay: 2000 });
    expect(consentTtlSeconds(7)).toBe(7 * DAY_SECONDS);
    expect(DAY_SECONDS).toBe(86400);
    document.body.innerHTML = `<div class="modal" data-display="bogus" data-show-after="x"></div>`;
    expect(readPopupOptions(document.querySelector(".modal")!)).toEqual({ display: "afterDelay", showAfter: 5000, consentsDays: 7 });
  });

  it("knows a subscribed newsletter popup by its disabled e-mail input", () => {
    document.body.innerHTML = `<div id="p"><div class="js_subscribe"><input name="email" disabled/></div></div>`;
    expect(isSubscribedNewsletter(document.getElementById("p")!)).toBe(true);
    document.querySelector("input")!.disabled = false;
    expect(isSubscribedNewsletter(document.getElementById("p")!)).toBe(false);
  });
});

describe("popup island", () => {
  it("opens after its delay, traps focus, closes on Escape and not again while its cookie lasts", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.innerHTML = popupMarkup("sPopup1", `data-display="afterDelay" data-show-after="3000" data-consents-duration="2"`);
    const host = document.getElementById("sPopup1")!;
    let unmount = await mountBlock(popup, host);
    await advance(0);
    await advance(2999);
    expect(isOpen("sPopup1")).toBe(false);
    await advance(1);
    expect(isOpen("sPopup1")).toBe(true);
    expect(host.classList.contains("d-none")).toBe(false);
    expect(document.activeElement).toBe(document.getElementById("sPopup1-link"));
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    await advance(0);
    expect(isOpen("sPopup1")).toBe(false);
    expect(host.classList.contains("d-none")).toBe(true);
    expect(getCookie("sPopup1")).toBe("true");
    unmount();
    unmount = await mountBlock(popup, host);
    await advance(10_000);
    expect(isOpen("sPopup1")).toBe(false);
    unmount();
  });

  it("opens on mouse exit, closes with its close button; a subscribed newsletter popup never opens", async () => {
    Object.defineProperty(window, "innerWidth", { value: 1280, configurable: true });
    document.body.innerHTML = popupMarkup("sPopup1", `data-display="mouseExit"`) +
      popupMarkup("sPopup2", `data-display="afterDelay" data-show-after="0"`, `<div class="js_subscribe"><input name="email" disabled/></div>`);
    await mountBlock(popup, document.getElementById("sPopup1")!);
    await mountBlock(popup, document.getElementById("sPopup2")!);
    document.documentElement.dispatchEvent(new MouseEvent("mouseleave"));
    await new Promise((r) => setTimeout(r, 10));
    expect(isOpen("sPopup1")).toBe(true);
    expect(isOpen("sPopup2")).toBe(false);
    document.querySelector<HTMLElement>("#sPopup1 .js_close_popup")!.click();
    await new Promise((r) => setTimeout(r, 5));
    expect(isOpen("sPopup1")).toBe(false);
  });

  it("removes its timers and listeners when the block is removed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.innerHTML = popupMarkup("sPopup1", `data-display="afterDelay" data-show-after="1000"`);
    const unmount = await mountBlock(popup, document.getElementById("sPopup1")!);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("cookie bar", () => {
  const bar = `<div id="website_cookies_bar" class="s_popup"><div class="modal" data-display="afterDelay" data-show-after="500" data-consents-duration="999">
    <div class="modal-dialog"><div class="modal-content"><a href="/cookie-policy" class="o_cookies_bar_text_policy">Cookie Policy</a>
    <a href="#" id="cookies-consent-essential" role="button" class="js_close_popup">Only essentials</a>
    <a href="#" id="cookies-consent-all" role="button" class="js_close_popup">I agree</a></div></div></div></div>
    <button class="o_cookies_bar_toggle" type="button">Show the cookie bar</button>`;

  it("stores the choice and is shown again by the policy page's toggle", async () => {
    expect(consentValue(true)).toBe('{"required":true,"optional":true}');
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.innerHTML = bar;
    await mountBlock(cookiesBar, document.getElementById("website_cookies_bar")!);
    await advance(0);
    await advance(500);
    expect(isOpen("website_cookies_bar")).toBe(true);
    document.getElementById("cookies-consent-all")!.click();
    await advance(0);
    expect(isOpen("website_cookies_bar")).toBe(false);
    expect(JSON.parse(getCookie(COOKIES_BAR_COOKIE)!)).toEqual({ required: true, optional: true });
    document.querySelector<HTMLElement>(".o_cookies_bar_toggle")!.click();
    await advance(0);
    expect(isOpen("website_cookies_bar")).toBe(true);
    document.getElementById("cookies-consent-essential")!.click();
    await advance(0);
    expect(JSON.parse(getCookie(COOKIES_BAR_COOKIE)!)).toEqual({ required: true, optional: false });
  });
});
