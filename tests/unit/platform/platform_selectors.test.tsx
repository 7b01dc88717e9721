// The five islands whose root selector was stricter than the platform widget's (docs/platform_selectors.md),
// on pages written from the platform's markup facts (fixtures/pages/platform/): the standard header,
// the contact page's website form, the carousel and the gallery's slideshow, the course list's
// reorder without data-can-edit, and 16's section archive button; plus 16's one-input price range.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import headerStandard from "../../../islands/website/header_standard";
import websiteForm, { NO_RECAPTCHA_CLASS } from "../../../islands/website/blocks/website_form";
import publicWebsiteForm from "../../../islands/website/submit_form";
import carousel from "../../../islands/website/carousel";
import gallery from "../../../islands/website/blocks/gallery";
import courseReorder, { RESEQUENCE_ROUTE } from "../../../islands/slides/course_reorder";
import slideArchive, { ARCHIVE_ROUTE, ARCHIVE_SECTION_FAILED } from "../../../islands/slides/slide_archive";
import { addFault } from "../../../server/faults";
import priceRange, { HIGH_HANDLE_CLASS } from "../../../islands/shop/price_range_selector";
import { multirangeValues } from "../../../islands/shop/price_range";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, $$, click, loadPage, notifications, settle, startPortal, type PortalHarness } from "../portal/portal_harness";
import { startSlides } from "../slides/harness";

let harness: PortalHarness | Awaited<ReturnType<typeof startSlides>> | undefined;
afterEach(() => {
  harness?.stop();
  harness = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function open(login: string | null, path: string) {
  const portal = await startPortal(login);
  harness = portal;
  await loadPage(portal.server, path);
  return portal;
}

const matching = (selector: string) => $$(selector);

describe("the standard header", () => {
  it("binds the platform's header; the reference server's generic layout header is none", async () => {
    const portal = await open(null, "/platform/contactus");
    expect(matching(headerStandard.selector)).toEqual([$("header#top")]);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => (frames.push(cb), frames.length));
    const header = $<HTMLElement>("header#top")!;
    Object.defineProperty(header, "offsetHeight", { value: 70, configurable: true });
    await portal.mount(headerStandard, header);
    Object.defineProperty(window, "scrollY", { value: 500, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    await act(async () => frames.shift()!(0));
    expect(header.classList.contains("o_header_affixed")).toBe(true);
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    await loadPage(portal.server, "/contactus");
    expect($("header#top")).not.toBeNull();
    expect(matching(headerStandard.selector)).toEqual([]);
  });
});

describe("the contact page's form", () => {
  it("the platform's contact form (an s_website_form of mail.mail) is the website form island's, and sends", async () => {
    const portal = await open(null, "/platform/contactus");
    const form = $<HTMLFormElement>("#contactus_form")!;
    expect(matching(websiteForm.selector)).toEqual([form]);
    expect(form.matches(publicWebsiteForm.selector)).toBe(false);
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    // happy-dom runs no script, the captcha's neither: this form opts out here (the e2e flow sends with it)
    form.classList.add(NO_RECAPTCHA_CLASS);
    await portal.mount(websiteForm, form);
    const fill = (name: string, value: string) => void ($<HTMLInputElement>(`[name="${name}"]`)!.value = value);
    fill("name", "Marc Demo");
    fill("email_from", "marc@example.com");
    fill("subject", "Opening hours");
    fill("description", "When are you open?");
    await click($(".s_website_form_send"));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/contactus-thank-you"));
    const posts = portal.server.requests.filter((request) => request.url === "/website/form/mail.mail");
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toMatchObject({ name: "Marc Demo", email_from: "marc@example.com", subject: "Opening hours", description: "When are you open?" });
    expect(portal.server.store.all("mail.mail").some((mail) => mail.email_from === "marc@example.com")).toBe(true);
  });

  it("our /contactus keeps its own plain form: the root's submit island, not the website form's", async () => {
    await open(null, "/contactus");
    const form = $<HTMLFormElement>("form")!;
    expect(form.matches(publicWebsiteForm.selector)).toBe(true);
    expect(matching(websiteForm.selector)).toEqual([]);
  });
});

describe("the carousel and the gallery's slideshow", () => {
  it("the carousel island binds every .carousel, the slideshow's too, and moves its slides; the gallery island leaves them", async () => {
    const portal = await open(null, "/platform/carousel_gallery");
    const slideshow = $<HTMLElement>(".o_slideshow .carousel")!;
    expect(matching(carousel.selector)).toEqual([$("#myCarousel1"), slideshow]);
    expect(matching(gallery.selector)).toEqual([$(".s_image_gallery")]);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
    await portal.mountTogether([gallery, $(".s_image_gallery")!], [carousel, slideshow]);
    const active = () => slideshow.querySelector(".carousel-item.active img")!.getAttribute("alt");
    await act(async () => void vi.advanceTimersByTime(4000));
    expect(active()).toBe("Picture 2");
    await click(slideshow.querySelector(".carousel-control-next"));
    expect(active()).toBe("Picture 3");
    await click(slideshow.querySelector('[data-bs-slide-to="0"]'));
    expect(active()).toBe("Picture 1");
    expect(slideshow.querySelectorAll(".carousel-item.active")).toHaveLength(1);
    expect(slideshow.querySelector('[data-bs-slide-to="0"]')!.getAttribute("aria-current")).toBe("true");
    // a slideshow image opens no lightbox
    await click(slideshow.querySelector("img"));
    expect($(".s_gallery_lightbox")).toBeNull();
  });
});

describe("the course list without data-can-edit", () => {
  const press = async (name: string, key: "ArrowUp" | "ArrowDown") => {
    const handle = $<HTMLElement>(`[aria-label="Move ${name}"]`)!;
    handle.focus();
    await act(async () => void handle.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true })));
    await settle();
  };

  it("is reordered when the editors' drag handles are there, and saved", async () => {
    const slides = await startSlides("admin");
    harness = slides;
    await loadPage(slides.server, "/platform/course_manage");
    const list = $<HTMLElement>(".o_wslides_slides_list")!;
    expect(list.hasAttribute("data-can-edit")).toBe(false);
    expect(matching(courseReorder.selector)).toEqual([list]);
    await slides.mount(courseReorder, list);
    await vi.waitFor(() => expect(list.getAttribute("data-sortable")).toBe("1"));
    await press("Soil basics", "ArrowUp");
    const saves = slides.server.requests.filter((request) => request.url === RESEQUENCE_ROUTE).map((request) => request.body.params);
    expect(saves).toEqual([{ model: "slide.slide", ids: [1, 3, 2, 4, 5, 6, 7, 8, 9] }]);
  });

  it("reads data-can-edit as QWeb writes it, and stays still for a visitor's list (no handles, no attribute)", async () => {
    const slides = await startSlides(null);
    harness = slides;
    document.body.innerHTML = `<ul class="o_wslides_slides_list" id="visitor"><li data-id="2">A</li></ul><ul class="o_wslides_slides_list" id="editor" data-can-edit="True"><li data-id="3">B</li></ul>
<ul class="o_wslides_slides_list" id="zero" data-can-edit="0"></ul><ul class="o_wslides_slides_list" id="false" data-can-edit="False"></ul><ul class="o_wslides_slides_list" id="one" data-can-edit="1"></ul>`;
    // a list said not editable is not bound at all (a visitor's course page downloads no reorder island)
    expect(matching(courseReorder.selector).map((list) => list.id)).toEqual(["visitor", "editor", "one"]);
    await slides.mount(courseReorder, $("#visitor")!);
    await slides.mount(courseReorder, $("#editor")!);
    await vi.waitFor(() => expect($("#editor")!.getAttribute("data-sortable")).toBe("1"));
    expect($("#visitor")!.hasAttribute("data-sortable")).toBe(false);
    expect($$("[aria-live]")).toHaveLength(1);
  });
});

describe("16's section archive button", () => {
  it("archives the section through /slides/slide/archive and shows the course again", async () => {
    const slides = await startSlides("admin");
    harness = slides;
    await loadPage(slides.server, "/platform/course_manage");
    const button = $('.o_wslides_js_category_archive[data-slide-id="9"]')!;
    expect(button.matches(slideArchive.selector)).toBe(true);
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await slides.mount(slideArchive, button);
    await click(button);
    await settle();
    await click($$<HTMLButtonElement>(".modal button").find((b) => b.textContent?.trim() === "Archive")!);
    await settle();
    expect(slides.server.requests.filter((request) => request.url === ARCHIVE_ROUTE).map((request) => request.body.params)).toEqual([{ slide_id: 9 }]);
    expect(slides.server.store.get("slide.slide", 9)!.archived).toBe(true);
    expect(reload).toHaveBeenCalled();
  });

  it("keeps the page and says the section could not be archived when the call fails", async () => {
    const slides = await startSlides("admin");
    harness = slides;
    await loadPage(slides.server, "/platform/course_manage");
    const button = $('.o_wslides_js_category_archive[data-slide-id="5"]')!;
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await slides.mount(slideArchive, button);
    addFault({ match: ARCHIVE_ROUTE, kind: "500-html", times: 1 });
    await click(button);
    await settle();
    await click($$<HTMLButtonElement>(".modal button").find((b) => b.textContent?.trim() === "Archive")!);
    await settle();
    expect(notifications()).toContain(ARCHIVE_SECTION_FAILED);
    expect(reload).not.toHaveBeenCalled();
    expect(slides.server.store.get("slide.slide", 5)!.archived).toBeFalsy();
  });
});

describe("16's one-input price range", () => {
  it("reads the multirange value as QWeb writes it", () => {
    expect(multirangeValues("0.000000,1250.000000")).toEqual({ low: 0, high: 1250 });
    expect(multirangeValues("900,20")).toEqual({ low: 20, high: 900 });
    expect(multirangeValues("50")).toBeNull();
    expect(multirangeValues("a,b")).toBeNull();
    expect(multirangeValues(",")).toBeNull();
  });

  it("gets its high handle and reloads with min_price and max_price as the two-input form does", async () => {
    const portal = await open(null, "/platform/shop_price_16");
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await portal.mount(priceRange);
    const [low, high] = $$<HTMLInputElement>("#o_wsale_price_range_option input[type=range]");
    expect(high.closest(`.${HIGH_HANDLE_CLASS}`)).not.toBeNull();
    expect([low.value, high.value, high.min, high.max]).toEqual(["0", "1250", "0.000000", "1250.000000"]);
    expect([low.getAttribute("aria-label"), high.getAttribute("aria-label")]).toEqual(["Minimum price", "Maximum price"]);
    // as a browser does: input events while the handle moves, then change
    const move = async (input: HTMLInputElement, value: string) => {
      input.value = value;
      await act(async () => void input.dispatchEvent(new Event("input", { bubbles: true })));
      input.dispatchEvent(new Event("change", { bubbles: true }));
    };
    await move(high, "600");
    expect(assign).toHaveBeenLastCalledWith(expect.stringMatching(/\?max_price=600$/));
    await move(low, "20");
    expect(assign).toHaveBeenLastCalledWith(expect.stringMatching(/\?min_price=20&max_price=600$/));
  });
});
