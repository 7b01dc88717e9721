// Portal chatter (spec 2 §3-§9 "Chatter") on the sale order page the reference server renders.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ATTACHMENT_ADD_ROUTE,
  BLANK_MESSAGE_ERROR,
  CHATTER_FETCH_ROUTE,
  CHATTER_INIT_ROUTE,
  DEFAULT_POST_ROUTE,
  PAGER_SCOPE,
  POST_LOST_NOT_SENT,
  POST_LOST_SENT,
  POST_LOST_UNKNOWN,
  UPDATE_IS_INTERNAL_ROUTE,
  PAGER_START,
  PAGER_STEP,
  UPLOAD_FAILED,
  authorAvatarUrl,
} from "../../../islands/portal/chatter/constants";
import chatter, { bodyText, holdsPost } from "../../../islands/portal/chatter/chatter";
import { computePager } from "../../../islands/portal/chatter/pager_state";
import { MALFORMED_ANSWER, UNREACHABLE_SERVER } from "../../../src/kit/error_text";
import { addFault } from "../../../server/faults";
import { $, $$, answerWith, click, holdRequests, loadPage, notifications, settle, startPortal, text, typeInto, type PortalHarness } from "./portal_harness";

let portal: PortalHarness;
afterEach(() => portal?.stop());

const messages = () => $$(".o_portal_chatter_message");
const authors = () => $$(".o_portal_chatter_author").map((el) => el.textContent);
const textarea = () => $<HTMLTextAreaElement>("textarea[name=message]")!;
const sendButton = () => $<HTMLButtonElement>(".o_portal_chatter_composer_btn")!;
const posts = () => portal.server.requests.filter((r) => r.url === DEFAULT_POST_ROUTE);

/** Mounts the chatter; its composer's code arrives on a first interaction, given here. */
async function openChatter(login: string | null, path = "/my/orders/1", { wake = true } = {}) {
  portal = await startPortal(login);
  await loadPage(portal.server, path);
  await portal.mount(chatter);
  if (wake) await wakeComposer();
}

async function wakeComposer() {
  const composer = $(".o_portal_chatter_composer");
  if (!composer) return;
  await act(async () => void composer.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
  await vi.waitFor(() => expect($(".o_portal_chatter_composer_btn[data-action]")).not.toBeNull());
}

async function pickFiles(...files: File[]) {
  const input = $<HTMLInputElement>(".o_portal_chatter_file_input")!;
  Object.defineProperty(input, "files", { configurable: true, value: files });
  await act(async () => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

describe("pager", () => {
  it("has the spec's constants: 10 a page, 5 page links, start page 1", () => {
    expect([PAGER_STEP, PAGER_SCOPE, PAGER_START]).toEqual([10, 5, 1]);
    expect(authorAvatarUrl(42)).toBe("/web/image/mail.message/42/author_avatar/50x50");
  });

  it("shows up to 5 page links around the current page", () => {
    expect(computePager(1, 12, 10, 5)).toMatchObject({ pages: [1, 2], previous: 1, next: 2, offset: 0, pageCount: 2 });
    expect(computePager(6, 100, 10, 5)).toMatchObject({ pages: [4, 5, 6, 7, 8], previous: 5, next: 7, offset: 50 });
    expect(computePager(10, 100, 10, 5)).toMatchObject({ pages: [6, 7, 8, 9, 10], next: 10 });
    expect(computePager(1, 100, 10, 5).pages).toEqual([1, 2, 3, 4, 5]);
    expect(computePager(1, 0, 10, 5).pages).toEqual([]);
  });
});

describe("message list", () => {
  it("loads with chatter_init: count, avatars, newest first, 10 a page", async () => {
    await openChatter("portal");
    const init = portal.server.requests.find((r) => r.url === CHATTER_INIT_ROUTE)!;
    expect(init.body.params).toEqual({ res_model: "sale.order", res_id: 1, limit: 10, offset: 0, allow_composer: true, token: "4c2b8d1e-so21" });
    expect(text(".o_message_count")).toBe("12 comments");
    expect(messages()).toHaveLength(10);
    const first = messages()[0];
    expect(first.querySelector("img")!.getAttribute("src")).toBe("/web/image/mail.message/12/author_avatar/50x50");
    expect(first.querySelector(".o_portal_chatter_message_body")!.textContent).toBe("We will sign this week.");
    expect($(".o_portal_chatter_js_is_internal")).toBeNull();
  });

  it("pages with chatter_fetch", async () => {
    await openChatter("portal");
    expect($$(".o_portal_chatter_pager .page-item").map((li) => li.textContent)).toEqual(["1", "2", ""]);
    expect($(".page-item.active button")!.getAttribute("aria-current")).toBe("page");
    await click($$(".o_portal_chatter_pager .page-link").find((b) => b.textContent === "2")!);
    const fetch = portal.server.requests.find((r) => r.url === CHATTER_FETCH_ROUTE)!;
    expect(fetch.body.params).toMatchObject({ limit: 10, offset: 10 });
    expect(messages()).toHaveLength(2);
    expect(text(".page-item.active")).toBe("2");
  });

  it("offers to retry when the first load fails (malformed answer)", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/orders/1");
    addFault({ match: CHATTER_INIT_ROUTE, kind: "not-rpc", times: 1 });
    await portal.mount(chatter);
    expect(text("#discussion [role=alert]")).toContain("The conversation could not be loaded.");
    await click($$("#discussion button").find((b) => b.textContent === "Retry")!);
    expect(messages()).toHaveLength(10);
  });

  it("says an answer of the wrong shape could not be read", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/orders/1");
    answerWith(portal.server, CHATTER_INIT_ROUTE, { unexpected: true });
    await portal.mount(chatter);
    expect(text("#discussion [role=alert]")).toBe(`The conversation could not be loaded. ${MALFORMED_ANSWER}Retry`);
    expect(MALFORMED_ANSWER).toBe("The server sent an answer that could not be read.");
  });

  it("says the server could not be reached on a network drop", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/orders/1");
    addFault({ match: CHATTER_INIT_ROUTE, kind: "network", times: 1 });
    await portal.mount(chatter);
    expect(text("#discussion [role=alert]")).toContain(UNREACHABLE_SERVER);
  });
});

describe("composer on demand", () => {
  it("shows the form at once and loads its code on the first interaction, keeping what was typed", async () => {
    await openChatter("portal", "/my/orders/1", { wake: false });
    expect(textarea()).not.toBeNull();
    expect($(".o_portal_chatter_composer_btn[data-action]")).toBeNull();
    textarea().value = "Typed before it loaded";
    await wakeComposer();
    expect($(".o_portal_chatter_composer_btn[data-action]")).not.toBeNull();
    expect(textarea().value).toBe("Typed before it loaded");
  });

  it("files picked before the code arrived are uploaded once it has", async () => {
    await openChatter("portal", "/my/orders/1", { wake: false });
    await pickFiles(new File(["early"], "early.txt", { type: "text/plain" }));
    await vi.waitFor(() => expect($$(".o_portal_chatter_composer .o_portal_chatter_attachment").map((a) => a.textContent)).toEqual(["early.txt"]));
  });

  it("a Send clicked before the code arrived is done once it has", async () => {
    await openChatter("portal", "/my/orders/1", { wake: false });
    textarea().value = "Sent from the light form";
    await click(sendButton());
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    await settle();
    expect(posts().map((p) => p.body.params.message)).toEqual(["Sent from the light form"]);
    expect(textarea().value).toBe("");
  });
});

describe("composer", () => {
  it("refuses a blank message with the spec's error and a danger border, sending nothing", async () => {
    await openChatter("portal");
    typeInto(textarea(), "   ");
    await click(sendButton());
    expect(text(".o_portal_chatter_composer_error")).toBe(BLANK_MESSAGE_ERROR);
    expect(BLANK_MESSAGE_ERROR).toBe("Some fields are required. Please make sure to write a message or attach a document");
    expect(textarea().classList.contains("border-danger")).toBe(true);
    expect(posts()).toHaveLength(0);
  });

  it("posts text and two attachments to the button's action, then reloads", async () => {
    await openChatter("portal");
    expect(sendButton().getAttribute("data-action")).toBe("/mail/chatter_post");
    portal.xhr.holdUrls(ATTACHMENT_ADD_ROUTE);
    await pickFiles(new File(["plan"], "plan.txt", { type: "text/plain" }), new File(["png"], "photo.png", { type: "image/png" }));
    await settle();
    expect(sendButton().disabled).toBe(true); // the uploads are running
    await act(async () => {
      await portal.xhr.requests[0].release();
      await portal.xhr.requests[1].release();
    });
    await settle();
    expect(sendButton().disabled).toBe(false);
    const uploads = portal.server.requests.filter((r) => r.url === ATTACHMENT_ADD_ROUTE);
    expect(uploads.map((u) => u.body.name)).toEqual(["plan.txt", "photo.png"]);
    expect(uploads[0].body).toMatchObject({ res_model: "sale.order", res_id: "1", access_token: "4c2b8d1e-so21", file: ["plan.txt"] });
    expect($$(".o_portal_chatter_composer .o_portal_chatter_attachment").map((a) => [a.textContent, a.dataset.state])).toEqual([["plan.txt", "pending"], ["photo.png", "pending"]]);
    typeInto(textarea(), "Here are the plans");
    await click(sendButton());
    const [post] = posts();
    expect(post.body.params).toMatchObject({ res_model: "sale.order", res_id: 1, message: "Here are the plans", token: "4c2b8d1e-so21" });
    expect(post.body.params.attachment_ids).toHaveLength(2);
    expect(post.body.params.attachment_tokens.every((t: string) => /^[0-9a-f]{32}$/.test(t))).toBe(true);
    expect(portal.server.requests.at(-1)!.url).toBe(CHATTER_FETCH_ROUTE);
    expect(text(".o_message_count")).toBe("13 comments");
    expect(messages()[0].querySelector(".o_portal_chatter_message_body")!.textContent).toBe("Here are the plans");
    expect($$(".o_portal_chatter_messages .o_portal_chatter_attachment_name").slice(0, 2).map((a) => a.textContent)).toEqual(["plan.txt", "photo.png"]);
    expect(textarea().value).toBe("");
    expect($(".o_portal_chatter_composer .o_portal_chatter_attachment")).toBeNull();
  });

  it("accepts attachments alone, without text", async () => {
    await openChatter("portal");
    await pickFiles(new File(["x"], "only.pdf", { type: "application/pdf" }));
    await settle();
    await click(sendButton());
    expect(posts()).toHaveLength(1);
    expect(text(".o_portal_chatter_composer_error")).toBe("");
  });

  it("removes a pending attachment", async () => {
    await openChatter("portal");
    await pickFiles(new File(["x"], "wrong.txt", { type: "text/plain" }));
    await settle();
    const id = Number($(".o_portal_chatter_composer .o_portal_chatter_attachment")!.dataset.id);
    await click($(".o_portal_chatter_attachment_delete"));
    expect($(".o_portal_chatter_composer .o_portal_chatter_attachment")).toBeNull();
    const removal = portal.server.requests.find((r) => r.url === "/portal/attachment/remove")!;
    expect(removal.body.params).toMatchObject({ attachment_id: id });
    expect(portal.server.store.db.prepare("SELECT COUNT(*) AS n FROM files WHERE id = ?").get(id)).toEqual({ n: 0 });
  });

  it("warns, sticky, 'Could not save file {name}' when an upload fails", async () => {
    await openChatter("portal");
    addFault({ match: ATTACHMENT_ADD_ROUTE, kind: "500-html", times: 1 });
    await pickFiles(new File(["x"], "broken.png", { type: "image/png" }));
    await settle();
    expect(UPLOAD_FAILED).toBe("Could not save file %s");
    expect(notifications()).toEqual(["Could not save file broken.png"]);
    expect($(".o_notification")!.classList.contains("o_notification_warning")).toBe(true);
    expect($(".o_portal_chatter_composer .o_portal_chatter_attachment")).toBeNull();
    expect(sendButton().disabled).toBe(false);
  });

  it("keeps the text and the attachments when the send fails (a 502 the server did not act on)", async () => {
    await openChatter("portal");
    await pickFiles(new File(["x"], "keep.txt", { type: "text/plain" }));
    await settle();
    typeInto(textarea(), "Do not lose me");
    addFault({ match: DEFAULT_POST_ROUTE, kind: "502", times: 1 });
    await click(sendButton());
    // A 502 may come after the server acted: the conversation is looked at first.
    expect(portal.server.requests.at(-1)!.url).toBe(CHATTER_FETCH_ROUTE);
    expect(text(".o_portal_chatter_composer_error")).toBe(POST_LOST_NOT_SENT);
    expect(posts()).toHaveLength(1);
    expect(textarea().value).toBe("Do not lose me");
    expect($(".o_portal_chatter_composer .o_portal_chatter_attachment")!.textContent).toBe("keep.txt");
    expect(sendButton().disabled).toBe(false);
    await click(sendButton());
    expect(text(".o_message_count")).toBe("13 comments");
  });

  it("shows the server's message when it refuses the post", async () => {
    await openChatter("portal");
    await pickFiles(new File(["x"], "a.txt", { type: "text/plain" }));
    await settle();
    // The attachment is taken by another message first: it is no longer pending.
    const id = Number($(".o_portal_chatter_composer .o_portal_chatter_attachment")!.dataset.id);
    portal.server.store.db.prepare("UPDATE files SET res_id = 99 WHERE id = ?").run(id);
    await click(sendButton());
    expect(text(".o_portal_chatter_composer_error")).toBe("The attachment does not exist or you do not have the rights to access it.");
  });
});

/**
 * Lets the server act on the requests to `path`, then drops their answers as a broken connection
 * does (and, with `failNext`, fails the next requests to other paths before they reach it).
 */
function dropAnswers(path: string, { failAlso = [] as string[] } = {}) {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (failAlso.some((other) => url.startsWith(other))) throw new TypeError("Failed to fetch");
    const response = await portal.server.fetch(input, init);
    if (url.startsWith(path)) throw new TypeError("Failed to fetch");
    return response;
  });
  return { heal: () => vi.stubGlobal("fetch", portal.server.fetch) };
}

describe("no double write, no false success", () => {
  it("a double click on Send writes one message", async () => {
    await openChatter("portal");
    typeInto(textarea(), "Only once");
    await act(async () => {
      sendButton().click();
      sendButton().click();
    });
    await settle();
    expect(posts()).toHaveLength(1);
    expect(messages().filter((m) => m.querySelector(".o_portal_chatter_message_body")!.textContent === "Only once")).toHaveLength(1);
  });

  it("ignores the island's other writes while a post runs (an internal toggle)", async () => {
    await openChatter("admin");
    const release = holdRequests(portal.server, DEFAULT_POST_ROUTE);
    typeInto(textarea(), "While this is sent");
    await click(sendButton());
    const toggle = $<HTMLButtonElement>("#message-12 .o_portal_chatter_js_is_internal")!;
    expect(toggle.disabled).toBe(true);
    await act(async () => toggle.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(portal.server.requests.some((r) => r.url === UPDATE_IS_INTERNAL_ROUTE)).toBe(false);
    release();
    await settle();
    expect(toggle.disabled).toBe(false);
  });

  it("a post whose answer was lost after the server wrote it shows once and clears the composer", async () => {
    await openChatter("portal");
    await pickFiles(new File(["x"], "landed.txt", { type: "text/plain" }));
    await settle();
    typeInto(textarea(), "Did it land?");
    dropAnswers(DEFAULT_POST_ROUTE);
    await click(sendButton());
    expect(posts()).toHaveLength(1);
    expect(text(".o_portal_chatter_composer_error")).toBe(POST_LOST_SENT);
    expect(POST_LOST_SENT).toBe("The connection was lost after sending, but your message is in the conversation: it was sent.");
    expect(text(".o_message_count")).toBe("13 comments");
    expect(messages()[0].querySelector(".o_portal_chatter_message_body")!.textContent).toBe("Did it land?");
    expect(textarea().value).toBe("");
    expect($(".o_portal_chatter_composer .o_portal_chatter_attachment")).toBeNull();
  });

  it("when the conversation cannot be reloaded either, keeps the text and looks first at the next Send", async () => {
    await openChatter("portal");
    typeInto(textarea(), "Unknown fate");
    dropAnswers(DEFAULT_POST_ROUTE, { failAlso: [CHATTER_FETCH_ROUTE] });
    await click(sendButton());
    expect(text(".o_portal_chatter_composer_error")).toBe(POST_LOST_UNKNOWN);
    expect(textarea().value).toBe("Unknown fate");
    expect(sendButton().disabled).toBe(false);
    vi.stubGlobal("fetch", portal.server.fetch);
    await click(sendButton());
    // The post had landed: it is found, not sent again.
    expect(posts()).toHaveLength(1);
    expect(text(".o_portal_chatter_composer_error")).toBe(POST_LOST_SENT);
    expect(textarea().value).toBe("");
  });

  it("sends at the next Send a post the reloaded conversation does not hold", async () => {
    await openChatter("portal");
    typeInto(textarea(), "Never arrived");
    // The connection drops before the server acts, and the reload fails too.
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith(DEFAULT_POST_ROUTE) || url.startsWith(CHATTER_FETCH_ROUTE)) throw new TypeError("Failed to fetch");
      return portal.server.fetch(input, init);
    });
    await click(sendButton());
    expect(text(".o_portal_chatter_composer_error")).toBe(POST_LOST_UNKNOWN);
    vi.stubGlobal("fetch", portal.server.fetch);
    await click(sendButton());
    // The first try never reached the server; the second one posts it, once.
    expect(posts().filter((p) => p.body.params.message === "Never arrived")).toHaveLength(1);
    expect(text(".o_message_count")).toBe("13 comments");
    expect(textarea().value).toBe("");
  });

  it("recognises a posted message by its text or its attachments, newer than what was shown", () => {
    expect(bodyText("<p>Hello<br>  world</p>")).toBe("Helloworld");
    const message = (id: number, body: string, attachmentIds: number[] = []) => ({
      id,
      body,
      date: "",
      author_id: false as const,
      is_internal: false,
      attachment_ids: attachmentIds.map((a) => ({ id: a, name: "f", access_token: false as const })),
    });
    const post = { after: 10, text: "Hello\nworld", attachmentIds: [7] };
    expect(holdsPost([message(11, "<p>Hello<br>world</p>")], post)).toBe(true);
    expect(holdsPost([message(9, "<p>Hello world</p>")], post)).toBe(false);
    expect(holdsPost([message(12, "<p>other</p>", [7])], post)).toBe(true);
    expect(holdsPost([message(12, "<p>other</p>", [8])], post)).toBe(false);
    expect(holdsPost([message(12, "<p></p>")], { after: 10, text: "  ", attachmentIds: [] })).toBe(false);
  });
});

describe("upload progress", () => {
  const upload = () => $(".o_portal_chatter_composer .o_portal_chatter_upload")!;

  it("shows a progress bar per pending file, following the upload's progress events", async () => {
    await openChatter("portal");
    portal.xhr.holdUrls(ATTACHMENT_ADD_ROUTE);
    await pickFiles(new File(["a".repeat(100)], "big.pdf", { type: "application/pdf" }), new File(["b"], "small.txt", { type: "text/plain" }));
    const bars = () => $$<HTMLElement>(".o_portal_chatter_upload_progress");
    expect(bars()).toHaveLength(2);
    expect(bars()[0].getAttribute("aria-label")).toBe("Upload of big.pdf");
    expect(bars()[0].getAttribute("aria-valuenow")).toBe("0");
    await act(async () => portal.xhr.requests[0].progress(150, 300));
    expect(bars()[0].getAttribute("aria-valuenow")).toBe("50");
    expect(bars()[0].querySelector<HTMLElement>(".progress-bar")!.style.width).toBe("50%");
    // A total the browser cannot tell gives a moving bar, without a value.
    await act(async () => portal.xhr.requests[1].progress(10, 0));
    expect(bars()[1].hasAttribute("aria-valuenow")).toBe(false);
    expect(bars()[1].querySelector(".progress-bar-animated")).not.toBeNull();
    expect(sendButton().disabled).toBe(true);
    // The second file's upload finishes first: the list keeps the order of the choice.
    await act(async () => {
      await portal.xhr.requests[1].release();
      await portal.xhr.requests[0].release();
    });
    await settle();
    expect(bars()).toHaveLength(0);
    expect($$(".o_portal_chatter_composer .o_portal_chatter_attachment").map((a) => a.textContent)).toEqual(["big.pdf", "small.txt"]);
    expect(sendButton().disabled).toBe(false);
  });

  it("cancels an upload: the request is aborted and the file removed, without a warning", async () => {
    await openChatter("portal");
    portal.xhr.holdUrls(ATTACHMENT_ADD_ROUTE);
    typeInto(textarea(), "text stays");
    await pickFiles(new File(["x"], "mistake.png", { type: "image/png" }));
    expect(upload().dataset.state).toBe("uploading");
    await click($<HTMLButtonElement>("button[aria-label='Cancel the upload of mistake.png']"));
    expect(portal.xhr.requests[0].aborted).toBe(true);
    expect($(".o_portal_chatter_upload")).toBeNull();
    expect(notifications()).toEqual([]);
    expect(sendButton().disabled).toBe(false);
    expect(textarea().value).toBe("text stays");
  });

  it("keeps a failed file to retry it, and the retry attaches it", async () => {
    await openChatter("portal");
    addFault({ match: ATTACHMENT_ADD_ROUTE, kind: "502", times: 1 });
    await pickFiles(new File(["x"], "retry.txt", { type: "text/plain" }));
    await settle();
    expect(notifications()).toEqual(["Could not save file retry.txt"]);
    expect(upload().dataset.state).toBe("failed");
    expect(upload().textContent).toContain("Upload failed");
    expect(sendButton().disabled).toBe(false);
    await click($<HTMLButtonElement>("button[aria-label='Retry the upload of retry.txt']"));
    await settle();
    expect($(".o_portal_chatter_upload")).toBeNull();
    expect($(".o_portal_chatter_composer .o_portal_chatter_attachment")!.textContent).toBe("retry.txt");
  });

  it("dismisses a failed file", async () => {
    await openChatter("portal");
    addFault({ match: ATTACHMENT_ADD_ROUTE, kind: "malformed-json", times: 1 });
    await pickFiles(new File(["x"], "gone.txt", { type: "text/plain" }));
    await settle();
    await click($<HTMLButtonElement>("button[aria-label='Remove gone.txt']"));
    expect($(".o_portal_chatter_upload")).toBeNull();
  });
});

describe("internal toggle", () => {
  it("is shown to staff and takes the state the server answers", async () => {
    await openChatter("admin");
    const toggle = () => $<HTMLButtonElement>("#message-12 .o_portal_chatter_js_is_internal")!;
    expect(toggle().textContent).toBe("Public");
    expect(toggle().getAttribute("aria-pressed")).toBe("false");
    await click(toggle());
    const call = portal.server.requests.find((r) => r.url === "/mail/update_is_internal")!;
    expect(call.body.params).toEqual({ message_id: 12, is_internal: true });
    expect(toggle().textContent).toBe("Internal");
    expect(toggle().classList.contains("o_portal_message_internal_on")).toBe(true);
    expect(portal.server.store.get("mail.message", 12)!.is_internal).toBe(true);
  });

  it("keeps the state when the answer is malformed", async () => {
    await openChatter("admin");
    addFault({ match: "/mail/update_is_internal", kind: "malformed-json", times: 1 });
    await click($("#message-12 .o_portal_chatter_js_is_internal"));
    expect(text("#message-12 .o_portal_chatter_js_is_internal")).toBe("Public");
    expect(notifications()).toEqual([UNREACHABLE_SERVER]);
  });
});

describe("access tokens", () => {
  it("lets a visitor who is not logged in read and post with the document's token", async () => {
    await openChatter(null, "/my/orders/1?access_token=4c2b8d1e-so21");
    expect(messages()).toHaveLength(10);
    typeInto(textarea(), "Posted with a token");
    await click(sendButton());
    expect(posts()[0].body.params.token).toBe("4c2b8d1e-so21");
    expect(authors()[0]).toBe("Joel Willis");
  });

  it("shows no composer without the right to post", async () => {
    portal = await startPortal(null);
    document.body.innerHTML = `<div id="discussion" class="o_portal_chatter" data-res_model="sale.order" data-res_id="1" data-token="4c2b8d1e-so21" data-allow_composer="0"></div>`;
    await portal.mount(chatter);
    expect(messages()).toHaveLength(10);
    expect($(".o_portal_chatter_composer")).toBeNull();
  });
});

describe("untrusted content", () => {
  // Bodies are sanitized by DOMPurify (on jsdom's DOM in unit tests, see tests/unit/setup.ts),
  // and again checked in Chromium by tests/e2e/portal_chatter.spec.ts.
  it("sanitizes message bodies: markup stays, scripts, handlers and javascript: links go", async () => {
    (window as any).__xss = undefined;
    await openChatter("portal", "/my/orders/2");
    const body = $("#message-16 .o_portal_chatter_message_body")!;
    expect(body.querySelector("b")!.textContent).toBe("bold stays");
    expect(body.querySelector("script")).toBeNull();
    expect(body.querySelector("img")!.hasAttribute("onerror")).toBe(false);
    expect(body.querySelector("a")!.getAttribute("href")).toBeNull();
    expect((window as any).__xss).toBeUndefined();
  });

  it("renders script payloads of author names and attachment names as text", async () => {
    (window as any).__xss = undefined;
    await openChatter("portal", "/my/orders/2");
    expect(text("#message-16 .o_portal_chatter_author")).toBe('<img src=x onerror="window.__xss=1">Eve <script>window.__xss=1</script>');
    expect($("#message-16 .o_portal_chatter_author")!.children).toHaveLength(0);
    const name = $("#message-16 .o_portal_chatter_attachment_name")!;
    expect(name.textContent).toBe('<img src=x onerror="window.__xss=1">invoice.pdf');
    expect(name.children).toHaveLength(0);
    expect((window as any).__xss).toBeUndefined();
  });
});
