// Course editors' management islands on the course page the reference server renders
// (islands/slides/section_add.tsx, slide_archive.tsx, slide_toggle_preview.tsx, category_delete.tsx).
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import sectionAdd, { SECTION_ADD_FAILED, SECTION_ADD_LOST_DONE, SECTION_ADD_ROUTE, SECTION_ADD_TITLE } from "../../../islands/slides/section_add";
import slideArchive, { ARCHIVE_BODY, ARCHIVE_FAILED, ARCHIVE_LOST_DONE, ARCHIVE_ROUTE, ARCHIVE_TITLE } from "../../../islands/slides/slide_archive";
import slideTogglePreview, { TOGGLE_PREVIEW_FAILED, TOGGLE_PREVIEW_ROUTE } from "../../../islands/slides/slide_toggle_preview";
import courseTagAdd, { TAG_ADD_FAILED, TAG_ADD_ROUTE } from "../../../islands/slides/course_tag_add";
import categoryDelete, { DELETE_CATEGORY_BODY, DELETE_CATEGORY_FAILED, DELETE_CATEGORY_LOST_DONE } from "../../../islands/slides/category_delete";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { reloadWithNotice } from "../../../src/kit/notice_after_reload";
import { addFault } from "../../../server/faults";
import { $, $$, click, loadPage, notifications, settle, text, typeInto } from "../portal/portal_harness";
import { startSlides } from "./harness";

let portal: Awaited<ReturnType<typeof startSlides>>;
afterEach(() => {
  portal?.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
/** The in-process server's fetch, following a redirect as a browser's fetch does. */
const followingRedirects = (serverFetch: typeof fetch) => async (input: RequestInfo | URL, init?: RequestInit) => {
  const answer = await serverFetch(input, init);
  const location = answer.headers.get("location");
  return answer.status >= 300 && answer.status < 400 && location ? serverFetch(location) : answer;
};
const modalButton = (label: string) => $$<HTMLButtonElement>(".modal button").find((b) => b.textContent?.trim() === label)!;

async function course() {
  portal = await startSlides("admin");
  await loadPage(portal.server, "/slides/1");
}

describe("course management", () => {
  it("has the routes and texts of the spec", () => {
    expect([SECTION_ADD_ROUTE, ARCHIVE_ROUTE, TOGGLE_PREVIEW_ROUTE]).toEqual(["/slides/category/add", "/slides/slide/archive", "/slides/slide/toggle_is_preview"]);
    expect([SECTION_ADD_TITLE, ARCHIVE_TITLE, ARCHIVE_BODY]).toEqual(["Add a section", "Archive Slide", "Are you sure you want to archive this slide ?"]);
  });

  it("archives a lesson after confirming, removes it and marks its section empty when it was the last", async () => {
    await course();
    for (const id of [6, 7]) portal.server.store.write("slide.slide", id, { archived: true });
    await loadPage(portal.server, "/slides/1");
    const button = $('.o_wslides_js_slide_archive[data-slide-id="8"]')!;
    await portal.mount(slideArchive, button);
    await click(button);
    await settle();
    expect(text(".modal-body")).toBe(ARCHIVE_BODY);
    await click(modalButton("Archive"));
    await settle();
    expect(portal.server.store.get("slide.slide", 8)!.archived).toBe(true);
    expect($('.o_wslides_slides_list_slide[data-id="8"]')).toBeNull();
    expect(text('[data-category-id="5"] .o_wslides_empty_marker')).toBe("(empty)");
  });

  it("keeps the lesson and says so when archiving fails", async () => {
    await course();
    const button = $('.o_wslides_js_slide_archive[data-slide-id="2"]')!;
    await portal.mount(slideArchive, button);
    addFault({ match: ARCHIVE_ROUTE, kind: "502", times: 1 });
    await click(button);
    await settle();
    await click(modalButton("Archive"));
    await settle();
    expect(notifications()).toContain(ARCHIVE_FAILED);
    expect($('.o_wslides_slides_list_slide[data-id="2"]')).not.toBeNull();
    expect(portal.server.store.get("slide.slide", 2)!.archived).toBeFalsy();
  });

  it("shows the preview state the server answers, and says so when it cannot change it", async () => {
    await course();
    const button = $('.o_wslides_js_slide_toggle_is_preview[data-slide-id="3"]')!;
    await portal.mount(slideTogglePreview, button);
    expect(button.getAttribute("aria-pressed")).toBe("false");
    await click(button);
    await settle();
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(portal.server.store.get("slide.slide", 3)!.is_preview).toBe(true);
    addFault({ match: TOGGLE_PREVIEW_ROUTE, kind: "502", times: 1 });
    await click(button);
    await settle();
    expect(notifications()).toContain(TOGGLE_PREVIEW_FAILED);
    expect(button.getAttribute("aria-pressed")).toBe("true");
  });

  it("posts the new section's form once (its fields and csrf_token), only when the browser finds it valid", async () => {
    await course();
    const button = $(".o_wslides_js_slide_section_add")!;
    await portal.mount(sectionAdd, button);
    await click(button);
    await settle();
    vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    vi.stubGlobal("fetch", followingRedirects(portal.server.fetch));
    const posts = () => portal.server.requests.filter((r) => r.method === "POST" && r.url === SECTION_ADD_ROUTE);
    await click(modalButton("Save"));
    expect(posts()).toEqual([]);
    $<HTMLInputElement>("#o_wslides_section_name")!.value = "Harvest";
    await click(modalButton("Save"));
    await click(modalButton("Save"));
    expect(posts()).toHaveLength(1);
    expect(posts()[0].body).toMatchObject({ channel_id: "1", name: "Harvest" });
    expect(String(posts()[0].body.csrf_token ?? "")).not.toBe("");
  });
});

describe("section deletion", () => {
  it("unlinks the section after confirming and reloads; lessons are never deleted this way", async () => {
    await course();
    const button = $('.o_wslides_js_category_delete[data-category-id="5"]')!;
    await portal.mount(categoryDelete, button);
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await click(button);
    await settle();
    expect(text(".modal-body")).toBe(DELETE_CATEGORY_BODY);
    await click(modalButton("Delete"));
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(portal.server.store.get("slide.slide", 5)).toBeUndefined();
    expect(portal.server.store.get("slide.slide", 6)!.category_id).toBe(1);
    await expect(portal.env.services.orm.call("slide.slide", "unlink", [[6]])).rejects.toThrow("Only sections can be deleted here.");
    expect(portal.server.store.get("slide.slide", 6)).toBeTruthy();
  });
});

describe("section addition under faults", () => {
  const sectionNames = () => portal.server.store.all("slide.slide").filter((s) => s.is_category && s.channel_id === 1).map((s) => String(s.name));

  async function typeSection(name: string) {
    window.history.replaceState(null, "", "/slides/1");
    await course();
    await portal.mount(sectionAdd, $(".o_wslides_js_slide_section_add")!);
    await click($(".o_wslides_js_slide_section_add"));
    typeInto($<HTMLInputElement>("#o_wslides_section_name")!, name);
    vi.stubGlobal("fetch", followingRedirects(portal.server.fetch));
  }


  it("keeps the dialog and the name when the post is answered 502, says so, and adds it on the next Save", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await typeSection("Harvest");
    addFault({ match: SECTION_ADD_ROUTE, kind: "502", times: 1 });
    await click(modalButton("Save"));
    await settle();
    expect(text(".o_wslides_section_dialog [role=alert]")).toBe(SECTION_ADD_FAILED);
    expect($<HTMLInputElement>("#o_wslides_section_name")!.value).toBe("Harvest");
    expect(modalButton("Save").disabled).toBe(false);
    expect(sectionNames()).not.toContain("Harvest");
    expect(reload).not.toHaveBeenCalled();
    await click(modalButton("Save"));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sectionNames().filter((n) => n === "Harvest")).toHaveLength(1);
  });

  it("does not post again when the answer is lost after the section was added: the page is shown again", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await typeSection("Pruning");
    const serverFetch = followingRedirects(portal.server.fetch);
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serverFetch(input, init);
      if (String(input).endsWith(SECTION_ADD_ROUTE)) throw new TypeError("Failed to fetch");
      return answer;
    });
    await click(modalButton("Save"));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sectionNames().filter((n) => n === "Pruning")).toHaveLength(1);
    expect($(".o_wslides_section_dialog [role=alert]")).toBeNull();
  });

  it("says on the reloaded course page, once, that the section was added although the answer was lost", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await typeSection("Mulching");
    const serverFetch = followingRedirects(portal.server.fetch);
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serverFetch(input, init);
      if (String(input).endsWith(SECTION_ADD_ROUTE)) throw new TypeError("Failed to fetch");
      return answer;
    });
    await click(modalButton("Save"));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(notifications()).not.toContain(SECTION_ADD_LOST_DONE);
    await reloadCourse(sectionAdd, ".o_wslides_js_slide_section_add");
    expect(notifications()).toContain(SECTION_ADD_LOST_DONE);
    expect(notifications().filter((n) => n === SECTION_ADD_LOST_DONE)).toHaveLength(1);
    await reloadCourse(sectionAdd, ".o_wslides_js_slide_section_add");
    expect(notifications()).not.toContain(SECTION_ADD_LOST_DONE);
  });
});

/** What the browser's reload does: a new load of the page (its own time origin), the course page, the island mounted on it. */
async function reloadCourse(island: Parameters<typeof portal.mount>[0], selector: string) {
  const origin = performance.timeOrigin;
  vi.spyOn(performance, "timeOrigin", "get").mockReturnValue(origin + 1);
  portal.stop();
  portal = await startSlides("admin");
  await loadPage(portal.server, "/slides/1");
  await portal.mount(island, $(selector)!);
  await settle();
}

describe("confirmed actions whose answer was lost", () => {
  /** Lets the server answer `route`, then loses the answer on the way back. */
  function loseAnswerAfterServer(route: string) {
    const serverFetch = portal.server.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serverFetch(input, init);
      if (String(input).startsWith(route)) throw new TypeError("Failed to fetch");
      return answer;
    });
  }

  it("reads the course page again after an archive whose answer was lost: the lesson leaves and that is said", async () => {
    window.history.replaceState(null, "", "/slides/1");
    await course();
    const button = $('.o_wslides_js_slide_archive[data-slide-id="2"]')!;
    await portal.mount(slideArchive, button);
    loseAnswerAfterServer(ARCHIVE_ROUTE);
    await click(button);
    await click(modalButton("Archive"));
    await vi.waitFor(() => expect(notifications()).toContain(ARCHIVE_LOST_DONE));
    expect(notifications()).not.toContain(ARCHIVE_FAILED);
    expect($('.o_wslides_slides_list_slide[data-id="2"]')).toBeNull();
    expect(portal.server.store.get("slide.slide", 2)!.archived).toBe(true);
  });

  it("keeps the lesson and says it was not archived when the answer was lost before the server acted", async () => {
    window.history.replaceState(null, "", "/slides/1");
    await course();
    const button = $('.o_wslides_js_slide_archive[data-slide-id="2"]')!;
    await portal.mount(slideArchive, button);
    addFault({ match: ARCHIVE_ROUTE, kind: "network", times: 1 });
    await click(button);
    await click(modalButton("Archive"));
    await vi.waitFor(() => expect(notifications()).toContain(ARCHIVE_FAILED));
    expect($('.o_wslides_slides_list_slide[data-id="2"]')).not.toBeNull();
  });

  it("shows the course page again after a section deletion whose answer was lost once the server deleted it", async () => {
    window.history.replaceState(null, "", "/slides/1");
    await course();
    const button = $('.o_wslides_js_category_delete[data-category-id="5"]')!;
    await portal.mount(categoryDelete, button);
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    loseAnswerAfterServer("/web/dataset/call_kw/slide.slide/unlink");
    await click(button);
    await click(modalButton("Delete"));
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(notifications()).not.toContain(DELETE_CATEGORY_FAILED);
    expect(portal.server.store.get("slide.slide", 5)).toBeUndefined();
  });

  it("says on the reloaded course page, once, that the section was deleted although the answer was lost", async () => {
    window.history.replaceState(null, "", "/slides/1");
    await course();
    const button = $('.o_wslides_js_category_delete[data-category-id="5"]')!;
    await portal.mount(categoryDelete, button);
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    loseAnswerAfterServer("/web/dataset/call_kw/slide.slide/unlink");
    await click(button);
    await click(modalButton("Delete"));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    vi.unstubAllGlobals();
    // the page the reload shows has another section to delete, and the section add of editors
    await reloadCourse(categoryDelete, ".o_wslides_js_category_delete");
    expect(notifications().filter((n) => n === DELETE_CATEGORY_LOST_DONE)).toHaveLength(1);
    await reloadCourse(sectionAdd, ".o_wslides_js_slide_section_add");
    expect(notifications()).not.toContain(DELETE_CATEGORY_LOST_DONE);
  });

  it("says it on the reloaded page through any editor island there, not on another page", async () => {
    window.history.replaceState(null, "", "/slides/1");
    await course();
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    reloadWithNotice(DELETE_CATEGORY_LOST_DONE, "warning");
    expect(reload).toHaveBeenCalledTimes(1);
    await reloadCourse(sectionAdd, ".o_wslides_js_slide_section_add");
    expect(notifications()).toContain(DELETE_CATEGORY_LOST_DONE);
    reloadWithNotice(DELETE_CATEGORY_LOST_DONE, "warning");
    window.history.replaceState(null, "", "/slides/2");
    await reloadCourse(sectionAdd, ".o_wslides_js_slide_section_add");
    expect(notifications()).not.toContain(DELETE_CATEGORY_LOST_DONE);
  });
});

describe("the tag dialog under faults", () => {
  const courseTags = () => portal.server.store.get("slide.channel", 1)!.tag_ids as number[];
  async function chooseTag(label: string) {
    window.history.replaceState(null, "", "/slides/1");
    await course();
    await portal.mount(courseTag, $(".o_wslides_js_channel_tag_add")!);
    await click($(".o_wslides_js_channel_tag_add"));
    await vi.waitFor(() => expect($$("#o_wslides_tag option").length).toBeGreaterThan(2));
    const select = $<HTMLSelectElement>("#o_wslides_tag")!;
    const option = $$<HTMLOptionElement>("#o_wslides_tag option").find((o) => o.textContent === label)!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(select, option.value);
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    return Number(option.value);
  }
  const courseTag = courseTagAdd;
  const addButton = () => $$<HTMLButtonElement>(".o_wslides_tag_dialog .modal-footer button").find((b) => b.textContent === "Add")!;

  it("keeps the dialog and the chosen tag after a 502, says the tag was not added, and adds it on the next click", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const id = await chooseTag("Advanced");
    addFault({ match: TAG_ADD_ROUTE, kind: "502", times: 1 });
    await click(addButton());
    await settle();
    expect(text(".o_wslides_tag_warning")).toBe(TAG_ADD_FAILED);
    expect($<HTMLSelectElement>("#o_wslides_tag")!.value).toBe(String(id));
    expect(courseTags()).not.toContain(id);
    expect(reload).not.toHaveBeenCalled();
    await click(addButton());
    await vi.waitFor(() => expect(reload.mock.calls.length + assign.mock.calls.length).toBe(1));
    expect(courseTags()).toContain(id);
  });

  it("after an answer lost once the server added the tag, reads the course page and shows it instead of adding again", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    const id = await chooseTag("Advanced");
    const serverFetch = portal.server.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serverFetch(input, init);
      if (String(input).endsWith(TAG_ADD_ROUTE)) throw new TypeError("Failed to fetch");
      return answer;
    });
    await click(addButton());
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(courseTags()).toContain(id);
    expect(portal.server.requests.filter((r) => r.url === TAG_ADD_ROUTE)).toHaveLength(1);
  });
});
