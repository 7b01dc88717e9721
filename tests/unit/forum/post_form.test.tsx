// The post form: tag rules, the tags field against the server, required title and body
// (spec 3 §5, §7, §9 "Forum").
import { afterEach, describe, expect, it, vi } from "vitest";
import postForm from "../../../islands/forum/post_form";
import { splitTyped, tagRefusal, tagsValue } from "../../../islands/forum/tag_rules";
import { toolbarFor } from "../../../islands/forum/rich_text_editor";
import { POST_FAILED, POST_LOST } from "../../../islands/forum/post_submit";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { addFault } from "../../../server/faults";
import { $, $$, loadPage, settle, typeInto } from "../portal/portal_harness";
import { startSlides as startForum } from "../slides/harness";

const _t = (s: string, ...a: unknown[]) => a.reduce<string>((t, x) => t.replace("%s", String(x)), s);

describe("tag rules", () => {
  it("splits on comma, space and underscore", () => {
    expect(splitTyped("cactus,soil water_ing")).toEqual({ done: ["cactus", "soil", "water"], rest: "ing" });
    expect(splitTyped("ca")).toEqual({ done: [], rest: "ca" });
  });

  it("refuses 1 or 36 characters, a sixth tag, a new tag without karma", () => {
    const five = [1, 2, 3, 4, 5].map((id) => ({ id, name: `t${id}` }));
    expect(tagRefusal("a", [], false, true, 75)).toEqual(["Please enter %s or more characters", 2]);
    expect(tagRefusal("x".repeat(36), [], false, true, 75)).toEqual(["Please enter %s or fewer characters", 35]);
    expect(tagRefusal("x".repeat(35), [], false, true, 75)).toBeNull();
    expect(tagRefusal("ok", five, false, true, 75)).toEqual(["You can only select %s items", 5]);
    expect(tagRefusal("ok", [], true, false, 75)).toEqual(["You need %s karma to create a new tag.", 75]);
    expect(tagRefusal("ok", [], true, true, 75)).toBeNull();
  });

  it("sends existing tags by id and new ones as _name", () => {
    expect(tagsValue([{ id: 1, name: "cactus" }, { id: "new:pots", name: "pots" }])).toBe("1,_pots");
  });

  it("offers links and images only with the editor's karma", () => {
    expect(JSON.stringify(toolbarFor(true))).toContain("link");
    expect(JSON.stringify(toolbarFor(false))).not.toContain("link");
    expect(JSON.stringify(toolbarFor(false))).not.toContain("image");
  });
});

describe("post form", () => {
  let forum: Awaited<ReturnType<typeof startForum>>;
  afterEach(() => forum?.stop());

  async function openForm(login: string) {
    forum = await startForum(login);
    await loadPage(forum.server, "/forum/1/ask");
    document.getElementById("wrapwrap")!.dataset.forum_id = "1";
    await forum.mount(postForm);
  }
  const typeTags = async (value: string) => {
    typeInto($<HTMLInputElement>(".o_wforum_tags_input")!, value);
    await settle();
  };

  it("asks the server for tags with the query, limit 50 and forum, and fills the hidden field", async () => {
    await openForm("demo");
    await typeTags("cac");
    expect(forum.server.requests.filter((r) => r.url === "/forum/get_tags").map((r) => r.body.params)).toEqual([{ query: "cac", limit: 50, forum_id: 1 }]);
    expect($$(".o_wforum_tag_suggestions li").map((li) => li.textContent)).toEqual(["cactus"]);
    await typeTags("cactus,newtag ");
    expect($<HTMLInputElement>('input[name="post_tags"]')!.value).toBe("1,_newtag");
  });

  it("tells a malformed tags answer and keeps the text", async () => {
    await openForm("demo");
    addFault({ match: "/forum/get_tags", kind: "malformed-json", times: 1 });
    await typeTags("ca");
    expect($(".o_wforum_tags_message")!.textContent).toBe(_t("The tags could not be loaded. Type the tag again to retry."));
    expect($<HTMLInputElement>(".o_wforum_tags_input")!.value).toBe("ca");
  });

  it("keeps the refusal of a new tag when the search for the text typed before the separator answers after it", async () => {
    await openForm("portal");
    // the first tags request (the search for "brandnew") answers only once the tag has been refused
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith("/forum/get_tags") && first) {
        first = false;
        await held;
      }
      return forum.server.fetch(input, init);
    });
    await typeTags("brandnew");
    await typeTags("brandnew_");
    const refusal = _t("You need %s karma to create a new tag.", 75);
    expect($(".o_wforum_tags_message")!.textContent).toBe(refusal);
    release();
    await settle();
    expect($(".o_wforum_tags_message")!.textContent).toBe(refusal);
    expect($$(".o_wforum_tag_suggestions li")).toEqual([]);
  });

  it("cancels the submit of a blank title", async () => {
    await openForm("portal");
    const submit = new Event("submit", { cancelable: true, bubbles: true });
    $("form")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect($("#post_name")!.classList.contains("is-invalid")).toBe(true);
    expect($(".o_wforum_editor")).toBeNull();
  });

  it("loads the editor when the visitor comes to the body field, and puts the caret in it", async () => {
    await openForm("portal");
    await settle(5);
    expect($(".o_wforum_editor")).toBeNull();
    const body = $<HTMLTextAreaElement>("textarea.load_editor")!;
    body.focus();
    await vi.waitFor(() => expect($(".o_wforum_editor .ql-editor")).not.toBeNull());
    expect(body.hidden).toBe(true);
    await vi.waitFor(() => expect(document.activeElement).toBe($(".o_wforum_editor .ql-editor")));
  });
  describe("sending", () => {
    const questions = () => forum.server.store.all("forum.post").filter((p) => !p.parent_id).length;
    async function fillAndSend(title: string, times = 1) {
      $<HTMLTextAreaElement>("textarea.load_editor")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      await vi.waitFor(() => expect($(".o_wforum_editor .ql-editor")).not.toBeNull());
      typeInto($<HTMLInputElement>("#post_name")!, title);
      $(".o_wforum_editor .ql-editor")!.innerHTML = "<p>Some body text</p>";
      await settle();
      const form = $<HTMLFormElement>("form")!;
      for (let i = 0; i < times; i++) form.dispatchEvent(new Event("submit", { cancelable: true, bubbles: true }));
      await settle(20);
    }

    it("posts once for two submits of one task and goes to the new question", async () => {
      const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
      await openForm("demo");
      const before = questions();
      await fillAndSend("Twice submitted?", 2);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      expect(questions()).toBe(before + 1);
      expect(assign.mock.calls[0]![0]).toMatch(/\/forum\/1\/question\/\d+$/);
    });

    it("keeps what was written and says so when the answer is lost, and sends again on the next submit", async () => {
      const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
      await openForm("demo");
      const before = questions();
      addFault({ match: "/forum/1/new", kind: "502", times: 1 });
      await fillAndSend("Lost on the way?");
      await vi.waitFor(() => expect($(".o_wforum_post_error")?.textContent).toBe(POST_LOST));
      expect($<HTMLInputElement>("#post_name")!.value).toBe("Lost on the way?");
      expect(assign).not.toHaveBeenCalled();
      expect(questions()).toBe(before);
      $<HTMLFormElement>("form")!.dispatchEvent(new Event("submit", { cancelable: true, bubbles: true }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      expect(questions()).toBe(before + 1);
    });

    it("says the server's refusal in the form and keeps what was written", async () => {
      await openForm("demo");
      addFault({ match: "/forum/1/new", kind: "500-html", times: 1 });
      await fillAndSend("Refused?");
      await vi.waitFor(() => expect($(".o_wforum_post_error")?.textContent).toBe(POST_FAILED));
      expect($<HTMLInputElement>("#post_name")!.value).toBe("Refused?");
    });
  });
});
