import { afterEach, describe, expect, it, vi } from "vitest";
import { SHARE_POPUP_FEATURES, SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH, shareHref } from "../../../../islands/website/blocks/share";
import { EMBED_MAX_WIDTH, EMBED_MIN_WIDTH, PAGE_PLUGIN, clampEmbedWidth, pluginUrl } from "../../../../islands/website/blocks/page_embed";
import embedCode, { EMBED_SANDBOX, savedCode } from "../../../../islands/website/blocks/embed_code";
import gallery, { SWIPE_MIN_PX, wrapIndex } from "../../../../islands/website/blocks/gallery";
import { DEFAULT_INTERVAL_MS as DEFAULT_SLIDE_INTERVAL_MS, slideInterval } from "../../../../islands/website/carousel";
import { NAVBAR_GAP_PX, SPY_EXTRA_OFFSET_PX, TOC_SCROLL_MS, activeLink, buildNavigation } from "../../../../islands/website/blocks/table_of_content";
import { advance, mountBlock } from "./mount";

afterEach(() => vi.useRealTimers());

const page = { url: "http://localhost:8069/blog/post-3?x=1", title: "Ten years", media: "http://localhost/img.png" };

describe("share block", () => {
  it("fills url, title and media parameters; WhatsApp gets title and url", () => {
    expect([SHARE_POPUP_WIDTH, SHARE_POPUP_HEIGHT]).toEqual([600, 550]);
    expect(SHARE_POPUP_FEATURES).toBe("menubar=no,toolbar=no,resizable=yes,scrollbars=yes,height=550,width=600");
    const url = encodeURIComponent(page.url);
    expect(shareHref("https://x.test/share?u={url}", page)).toBe(`https://x.test/share?u=${url}`);
    expect(shareHref("https://x.test/t?text={title}&url={url}#a", page)).toBe(`https://x.test/t?text=Ten%20years&url=${url}#a`);
    expect(shareHref("https://wa.me/?text={title}", page, true)).toBe(`https://wa.me/?text=Ten%20years%20${url}`);
    expect(shareHref("https://p.test/?url=a&media=b&description=c", page)).toBe(`https://p.test/?url=${url}&media=${encodeURIComponent(page.media)}&description=c`);
    expect(shareHref("mailto:?body={url}&subject={title}", page)).toBe(`mailto:?body=${url}&subject=Ten%20years`);
  });
});

describe("page embed and embed code blocks", () => {
  it("clamps the embed's width between 180 and 500 px", () => {
    expect([EMBED_MIN_WIDTH, EMBED_MAX_WIDTH]).toEqual([180, 500]);
    expect([clampEmbedWidth(120), clampEmbedWidth(350.4), clampEmbedWidth(900)]).toEqual([180, 350, 500]);
    expect(pluginUrl({ href: "https://www.facebook.com/Odoo", height: "215" }, 300)).toBe(`${PAGE_PLUGIN}?href=https%3A%2F%2Fwww.facebook.com%2FOdoo&height=215&width=300`);
  });

  it("shows the saved code in a sandboxed iframe, never in the page", async () => {
    document.body.innerHTML = `<div class="s_embed_code" data-height="90"><template class="s_embed_code_saved"><p id="x">Hi</p><script>window.parent.hacked = 1</script></template><div class="s_embed_code_embedded"></div></div>`;
    const host = document.querySelector<HTMLElement>(".s_embed_code")!;
    expect(savedCode(host)).toContain('<p id="x">Hi</p>');
    await mountBlock(embedCode, host);
    await new Promise((r) => setTimeout(r, 5));
    const frame = host.querySelector("iframe")!;
    expect(frame.getAttribute("sandbox")).toBe(EMBED_SANDBOX);
    expect(EMBED_SANDBOX).not.toContain("allow-same-origin");
    expect(frame.getAttribute("srcdoc")).toContain("<script>");
    expect(frame.getAttribute("height")).toBe("90");
    expect(document.getElementById("x")).toBeNull();
  });
});

describe("gallery and table of contents", () => {
  it("wrap around, read the slideshow interval, swipe from 50 px", () => {
    expect([wrapIndex(-1, 4), wrapIndex(4, 4), wrapIndex(2, 4)]).toEqual([3, 0, 2]);
    expect(SWIPE_MIN_PX).toBe(50);
    // the slideshow's carousel is the carousel island's: data-bs-interval="3000", none, "false"
    expect(slideInterval("3000")).toBe(3000);
    expect(slideInterval(null)).toBe(DEFAULT_SLIDE_INTERVAL_MS);
    expect(slideInterval("false")).toBe(0);
  });

  it("builds links from the headings and spies 100 px below the navbar's position", () => {
    expect([TOC_SCROLL_MS, SPY_EXTRA_OFFSET_PX, NAVBAR_GAP_PX]).toEqual([500, 100, 20]);
    document.body.innerHTML = `<section><nav class="s_table_of_content_navbar"></nav><div class="s_table_of_content_main"><h2>One</h2><h2 id="two">Two</h2></div></section>`;
    const nav = document.querySelector<HTMLElement>("nav")!;
    buildNavigation(document.querySelector("section")!, nav);
    const links = [...nav.querySelectorAll("a")];
    expect(links.map((a) => [a.getAttribute("href"), a.textContent])).toEqual([["#table_of_content_heading_1", "One"], ["#two", "Two"]]);
    const tops: Record<string, number> = { table_of_content_heading_1: -300, two: 120 };
    for (const [id, top] of Object.entries(tops)) document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
    expect(activeLink(links, 100)).toBe(links[0]);
    expect(activeLink(links, 120)).toBe(links[1]);
  });
});

describe("gallery lightbox", () => {
  it("opens on the clicked image, moves on every data-interval ms and stops when the block is removed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.innerHTML = `<section class="s_image_gallery" data-interval="2000"><img src="/a.svg" alt="A"/><img src="/b.svg" alt="B"/><img src="/c.svg" alt="C"/></section>`;
    const host = document.querySelector<HTMLElement>(".s_image_gallery")!;
    const unmount = await mountBlock(gallery, host);
    await advance(0);
    host.querySelectorAll("img")[2].click();
    await advance(0);
    const current = () => document.querySelector(".s_gallery_lightbox .o_gallery_current")?.getAttribute("alt");
    expect(current()).toBe("C");
    await advance(2000);
    expect(current()).toBe("A");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft" }));
    await advance(0);
    expect(current()).toBe("C");
    unmount();
    expect(document.querySelector(".s_gallery_lightbox")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
