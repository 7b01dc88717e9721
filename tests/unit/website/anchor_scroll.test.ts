import { describe, expect, it, vi } from "vitest";
import anchorScroll, { anchorTarget } from "../../../islands/website/anchor_scroll";
import { applyScrollTopHash, scrollTopFromHash } from "../../../src/loader/scroll_top_hash";
import { mountOn } from "./mount_helper";

const page = () => {
  document.body.innerHTML = `
    <div id="wrapwrap"><main>
      <a id="to-faq" href="#faq">FAQ</a><a id="lone" href="#">top</a><a id="to-outside" href="#outside">outside</a>
      <a id="to-missing" href="#missing">missing</a>
      <section id="faq">Questions</section>
    </main></div>
    <div id="outside">Not in the content area</div>`;
};

describe("in-page anchors", () => {
  it("find their target inside the content area only; a lone # is ignored", () => {
    page();
    const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;
    expect(anchorTarget(link("to-faq"))).toBe(document.getElementById("faq"));
    expect(anchorTarget(link("lone"))).toBeNull();
    expect(anchorTarget(link("to-outside"))).toBeNull();
    expect(anchorTarget(link("to-missing"))).toBeNull();
  });

  it("scroll to the target on click instead of jumping", async () => {
    page();
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const link = document.getElementById("to-faq")!;
    await mountOn(anchorScroll, link);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: "smooth" }));
    expect(window.location.hash).toBe("#faq");
  });

  it("is not attached to lone # links", () => {
    page();
    expect(document.getElementById("lone")!.matches(anchorScroll.selector)).toBe(false);
    expect(document.getElementById("to-faq")!.matches(anchorScroll.selector)).toBe(true);
    expect(document.getElementById("outside")!.matches(anchorScroll.selector)).toBe(false);
  });
});

describe("scrollTop hash", () => {
  it("scrolls the page to the offset of #scrollTop={n}", () => {
    expect(scrollTopFromHash("#scrollTop=250")).toBe(250);
    expect(scrollTopFromHash("#a=1&scrollTop=40")).toBe(40);
    expect(scrollTopFromHash("#scrollTop=abc")).toBeNull();
    expect(scrollTopFromHash("#myscrollTop=5")).toBeNull();
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    window.history.replaceState(null, "", "/page#scrollTop=321");
    applyScrollTopHash();
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 321 }));
  });
});
