// A lesson page's share block and publish toggle, on the page the reference server renders
// (islands/slides/lesson_share_email.tsx, lesson_share_links.tsx, lesson_share_copy.tsx,
// lesson_embed_code.tsx; islands/website/publish.tsx with object slide.slide).
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import shareEmail from "../../../islands/slides/lesson_share_email";
import shareLink from "../../../islands/slides/lesson_share_links";
import shareCopy from "../../../islands/slides/lesson_share_copy";
import embedCode from "../../../islands/slides/lesson_embed_code";
import { embedPage, withEmbedPage } from "../../../islands/slides/embed_code";
import { COPIED_MS, SHARE_EMAIL_ROUTE, SHARE_WINDOW_NAME } from "../../../islands/slides/share";
import { CONNECTION_LOST, COPIED, SHARE_MAYBE_SENT, SHARE_SENT } from "../../../islands/slides/messages";
import publish, { PUBLISH_FAILED } from "../../../islands/website/publish";
import { addFault } from "../../../server/faults";
import { $, $$, click, loadPage, notifications, settle, text, typeInto } from "../portal/portal_harness";
import { startSlides } from "./harness";

let portal: Awaited<ReturnType<typeof startSlides>>;
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  portal?.stop();
});
const calls = (route: string) => portal.server.requests.filter((r) => r.url === route);

async function lesson(login: string | null, path = "/slides/slide/soil-basics-3") {
  portal = await startSlides(login);
  await loadPage(portal.server, path);
}

describe("the spec's routes, texts and times", () => {
  it("shares through send_share_email and shows 'Copied !' for 800 ms in a window named Share Dialog", () => {
    expect([SHARE_EMAIL_ROUTE, COPIED, COPIED_MS, SHARE_WINDOW_NAME]).toEqual(["/slides/slide/send_share_email", "Copied !", 800, "Share Dialog"]);
  });
});

describe("embed page rules", () => {
  it("keeps a page between 1 and the maximum, else 1, and writes it into the code", () => {
    expect([embedPage("2", 3), embedPage("3", 3), embedPage("1", 3)]).toEqual([2, 3, 1]);
    expect([embedPage("0", 3), embedPage("4", 3), embedPage("-2", 3), embedPage("1.5", 3), embedPage("", 3), embedPage("x", 3)]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(withEmbedPage('<iframe src="http://h/slides/embed/3?page=1" width="420"></iframe>', 7)).toBe('<iframe src="http://h/slides/embed/3?page=7" width="420"></iframe>');
  });
});

describe("share by e-mail", () => {
  it("marks an empty or invalid address and sends nothing, then sends a valid one and thanks", async () => {
    await lesson("portal", "/slides/slide/gardening-the-know-how-2");
    await portal.mount(shareEmail);
    const input = $<HTMLInputElement>(".oe_slide_js_share_email input")!;
    const send = $(".oe_slide_js_share_email button")!;
    await click(send);
    expect(input.classList.contains("is-invalid")).toBe(true);
    expect($(".oe_slide_js_share_email")!.classList.contains("o_has_error")).toBe(true);
    expect(document.activeElement).toBe(input);
    typeInto(input, "not an address");
    await click(send);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(calls(SHARE_EMAIL_ROUTE)).toHaveLength(0);
    typeInto(input, " friend@example.com ");
    await click(send);
    expect(calls(SHARE_EMAIL_ROUTE).map((r) => r.body.params)).toEqual([{ slide_id: 2, email: "friend@example.com", fullscreen: false }]);
    expect(text(".oe_slide_js_share_email .alert")).toBe(SHARE_SENT);
    expect(portal.server.store.all("mail.mail").filter((m) => m.model === "slide.slide" && m.res_id === 2).map((m) => m.email_to)).toContain("friend@example.com");
  });

  it("keeps the address and says so when the server cannot be reached", async () => {
    await lesson("portal", "/slides/slide/gardening-the-know-how-2");
    await portal.mount(shareEmail);
    const input = $<HTMLInputElement>(".oe_slide_js_share_email input")!;
    typeInto(input, "friend@example.com");
    addFault({ match: SHARE_EMAIL_ROUTE, kind: "502", times: 1 });
    await click($(".oe_slide_js_share_email button"));
    expect(text(".oe_slide_js_share_email [role=status]")).toBe(CONNECTION_LOST);
    expect(input.value).toBe("friend@example.com");
    expect($<HTMLButtonElement>(".oe_slide_js_share_email button")!.disabled).toBe(false);
  });

  it("after an answer lost once the server sent the link, says it may have been sent and keeps the address to send again", async () => {
    await lesson("portal", "/slides/slide/gardening-the-know-how-2");
    await portal.mount(shareEmail);
    const input = $<HTMLInputElement>(".oe_slide_js_share_email input")!;
    typeInto(input, "friend@example.com");
    const serverFetch = globalThis.fetch;
    vi.stubGlobal("fetch", async (request: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serverFetch(request, init);
      if (String(request).endsWith(SHARE_EMAIL_ROUTE)) throw new TypeError("Failed to fetch");
      return answer;
    });
    const mailsTo = () => portal.server.store.all("mail.mail").filter((m) => m.model === "slide.slide" && m.res_id === 2 && m.email_to === "friend@example.com");
    await click($(".oe_slide_js_share_email button"));
    expect(mailsTo()).toHaveLength(1);
    expect(text(".oe_slide_js_share_email [role=status]")).toBe(SHARE_MAYBE_SENT);
    expect(text(".oe_slide_js_share_email [role=status]")).not.toBe(CONNECTION_LOST);
    expect(input.value).toBe("friend@example.com");
    expect($<HTMLButtonElement>(".oe_slide_js_share_email button")!.disabled).toBe(false);
    vi.stubGlobal("fetch", serverFetch);
    await click($(".oe_slide_js_share_email button"));
    expect(mailsTo()).toHaveLength(2);
    expect(text(".oe_slide_js_share_email .alert")).toBe(SHARE_SENT);
  });
});

describe("social links and copy", () => {
  it("opens each network's share page in a 626×436 window", async () => {
    await lesson(null, "/slides/slide/gardening-the-know-how-2");
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const links = $$<HTMLAnchorElement>("a.o_wslides_js_social_share");
    for (const link of links) await portal.mount(shareLink, link);
    for (const link of links) await click(link);
    const url = encodeURIComponent(`${new URL(links[0].href).searchParams.get("u")}`);
    expect(url).toMatch(/%2Fslides%2Fslide%2Fgardening-the-know-how-2$/);
    expect(open.mock.calls.map(([href]) => String(href).split("?")[0])).toEqual([
      "https://www.facebook.com/sharer/sharer.php",
      "https://twitter.com/intent/tweet",
      "https://www.linkedin.com/sharing/share-offsite/",
    ]);
    expect(open.mock.calls.every(([, name, features]) => name === SHARE_WINDOW_NAME && String(features).includes("width=626,height=436"))).toBe(true);
  });

  it("copies the link and shows 'Copied !' for 800 ms", async () => {
    await lesson(null, "/slides/slide/gardening-the-know-how-2");
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await portal.mount(shareCopy);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await click($(".o_clipboard_button"));
    expect(writeText).toHaveBeenCalledWith($<HTMLInputElement>("#wslides_share_link_id_2")!.value);
    expect(text(".o_wslides_copied_tooltip")).toBe(COPIED);
    await act(async () => void vi.advanceTimersByTime(COPIED_MS - 1));
    expect(text(".o_wslides_copied_tooltip")).toBe(COPIED);
    await act(async () => void vi.advanceTimersByTime(1));
    expect($(".o_wslides_copied_tooltip")).toBeNull();
  });
});

describe("embed code", () => {
  it("is offered on documents to those who can see them, and puts 1 back for a page out of range", async () => {
    await lesson(null);
    expect($(".oe_slide_js_embed_code_widget")).toBeNull();
    portal.stop();
    const slide = portal.server.store.get("slide.slide", 3)!;
    await lesson("admin");
    portal.server.store.write("slide.slide", slide.id, { page_count: 4 });
    await loadPage(portal.server, "/slides/slide/soil-basics-3");
    await portal.mount(embedCode);
    const page = $<HTMLInputElement>(".oe_slide_js_embed_code_widget input")!;
    const code = $<HTMLTextAreaElement>(".slide_embed_code")!;
    expect(page.max).toBe("4");
    expect(code.value).toMatch(/\/slides\/embed\/3\?page=1"/);
    typeInto(page, "3");
    await settle();
    expect(code.value).toMatch(/\?page=3"/);
    typeInto(page, "5");
    await settle();
    expect([page.value, /\?page=1"/.test(code.value)]).toEqual(["1", true]);
    typeInto(page, "0");
    await settle();
    expect(page.value).toBe("1");
  });
});

describe("publish toggle on a lesson", () => {
  it("is shown to publishers only and switches the lesson's state on the server", async () => {
    await lesson("demo");
    expect($(".js_publish_management")).toBeNull();
    portal.stop();
    await lesson("admin");
    await portal.mount(publish);
    const toggle = $(".js_publish_management")!;
    expect([toggle.dataset.object, toggle.dataset.id, toggle.classList.contains("css_published")]).toEqual(["slide.slide", "3", true]);
    await click($(".js_publish_btn"));
    expect(calls("/website/publish").map((r) => r.body.params)).toEqual([{ id: 3, object: "slide.slide" }]);
    expect(toggle.classList.contains("css_unpublished")).toBe(true);
    expect(portal.server.store.get("slide.slide", 3)!.is_published).toBe(false);
    addFault({ match: "/website/publish", kind: "502", times: 1 });
    await click($(".js_publish_btn"));
    expect(notifications().join(" ")).toContain(PUBLISH_FAILED);
    expect(toggle.classList.contains("css_unpublished")).toBe(true);
  });

  it("hides an unpublished lesson from learners, not from course editors", async () => {
    await lesson("portal");
    portal.server.store.write("slide.slide", 3, { is_published: false });
    expect((await portal.server.fetch("/slides/slide/soil-basics-3")).status).toBe(404);
    await loadPage(portal.server, "/slides/1");
    expect($$(".o_wslides_js_slides_list_slide_link").map((a) => a.textContent)).not.toContain("Soil basics");
    portal.stop();
    await lesson("demo", "/slides/1");
    portal.server.store.write("slide.slide", 3, { is_published: false });
    await loadPage(portal.server, "/slides/1");
    expect($$(".o_wslides_js_slides_list_slide_link").map((a) => a.textContent)).toContain("Soil basics");
  });
});
