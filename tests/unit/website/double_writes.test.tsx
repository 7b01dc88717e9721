// Two clicks or submits dispatched in the same task (before React re-renders) send one write:
// the rating composer's Post, the publisher comment's submit, the validation e-mail's button.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import profileValidation from "../../../islands/website/profile_validation";
import ratingComposer, { RATING_POST_FAILED, RATING_POST_LOST, RATING_POST_ROUTE } from "../../../islands/website/rating_composer";
import ratingComment, { RATING_COMMENT_ROUTE } from "../../../islands/website/rating_publisher_comment";
import { SEND_VALIDATION_ROUTE } from "../../../islands/website/profile_validation";
import { addFault } from "../../../server/faults";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, click, loadPage, settle, startPortal, typeInto, type PortalHarness } from "../portal/portal_harness";

let harness: PortalHarness;
afterEach(() => {
  harness?.stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

const posts = (route: string) => harness.server.requests.filter((r) => r.url === route);
/** Two events of one task: nothing renders between them. */
const twice = async (dispatch: () => void) => {
  await act(async () => {
    dispatch();
    dispatch();
  });
  await settle();
};

describe("one write per task", () => {
  it("the rating composer's Post creates one rating", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => undefined);
    harness = await startPortal("portal");
    await loadPage(harness.server, "/website/blog");
    await harness.mount(ratingComposer);
    await click($(".o_rating_popup_composer"));
    typeInto($<HTMLTextAreaElement>("#o_rating_body")!, "Great read");
    await twice(() => $(".o_rating_submit")!.click());
    expect(posts(RATING_POST_ROUTE)).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  async function openComposer(text: string) {
    harness = await startPortal("portal");
    await loadPage(harness.server, "/website/blog");
    window.history.replaceState(null, "", "/website/blog");
    await harness.mount(ratingComposer);
    await click($(".o_rating_popup_composer"));
    typeInto($<HTMLTextAreaElement>("#o_rating_body")!, text);
  }
  const ratings = () => harness.server.store.all("blog.rating").length;

  it("a rating whose answer was lost and that did not land keeps the text and says it was not saved", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => undefined);
    await openComposer("Kept");
    const count = ratings();
    addFault({ match: RATING_POST_ROUTE, kind: "network", times: 1 });
    await click($(".o_rating_submit"));
    expect($(".o_rating_popup_composer_dialog [role=alert]")!.textContent).toBe(RATING_POST_FAILED);
    expect($<HTMLTextAreaElement>("#o_rating_body")!.value).toBe("Kept");
    expect(reload).not.toHaveBeenCalled();
    expect(ratings()).toBe(count);
    await click($(".o_rating_submit"));
    expect(ratings()).toBe(count + 1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a rating that landed although its answer was lost reloads the page, without a second post", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => undefined);
    await openComposer("Landed");
    const count = ratings();
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await harness.server.fetch(input, init);
      if (String(input).startsWith(RATING_POST_ROUTE)) throw new TypeError("Failed to fetch");
      return answer;
    });
    await click($(".o_rating_submit"));
    expect(ratings()).toBe(count + 1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(posts(RATING_POST_ROUTE)).toHaveLength(1);
  });

  it("a rating whose answer was lost, when the page cannot be read either, keeps the text and says it may be saved", async () => {
    await openComposer("Unknown");
    addFault({ match: RATING_POST_ROUTE, kind: "502", times: 1 });
    addFault({ match: "/website/blog", kind: "502", times: 1 });
    await click($(".o_rating_submit"));
    expect($(".o_rating_popup_composer_dialog [role=alert]")!.textContent).toBe(RATING_POST_LOST);
    expect($<HTMLTextAreaElement>("#o_rating_body")!.value).toBe("Unknown");
    expect($<HTMLButtonElement>(".o_rating_submit")!.disabled).toBe(false);
  });

  it("the publisher comment is saved once", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/website/blog");
    const host = $(".o_wrating_publisher_container[data-rating-id='1']")!;
    await harness.mount(ratingComment, host);
    await click(host.querySelector(".o_wrating_js_publisher_comment_btn"));
    typeInto(host.querySelector("textarea")!, "Thanks");
    const form = host.querySelector("form")!;
    await twice(() => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })));
    expect(posts(RATING_COMMENT_ROUTE)).toHaveLength(1);
  });

  it("the validation e-mail is asked once", async () => {
    harness = await startPortal("demo");
    await loadPage(harness.server, "/website/profile");
    await harness.mount(profileValidation);
    await twice(() => $(".send_validation_email")!.click());
    expect(posts(SEND_VALIDATION_ROUTE)).toHaveLength(1);
  });
});
