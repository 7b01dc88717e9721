// Mail groups (spec 3 §2, §4, §5, §7, §8): subscription answers and their texts, the address's
// token / email / unsubscribe parameters, and message threads (quotes, show/hide, read more with
// a sanitized answer), against the reference server.
import { afterEach, describe, expect, it, vi } from "vitest";
import message, { READ_MORE_FAILED } from "../../../islands/mail_group/message";
import subscribe from "../../../islands/mail_group/subscribe";
import { ALREADY_MEMBER, EMAIL_SENT, NOT_MEMBER, SUBSCRIPTION_FAILED, SUBSCRIPTION_LOST_DONE, actionOf, afterAnswer, isGroupEmail, readPageQuery } from "../../../islands/mail_group/mail_group_rules";
import { addFault } from "../../../server/faults";
import { emailAccessToken, findMember } from "../../../server/mail_group/members";
import { $, $$, click, loadPage, settle, startPortal, text, typeInto, type PortalHarness } from "../portal/portal_harness";

let harness: PortalHarness;
afterEach(() => {
  harness?.stop();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/runtime/public");
});

const email = () => $<HTMLInputElement>(".o_mg_subscribe_email")!;
const button = () => $(".o_mg_subscribe_btn")!;
const alertText = () => text(".o_mg_alert");

async function openGroup(query = "", login: string | null = null) {
  window.history.replaceState(null, "", `/groups/1${query}`);
  harness = await startPortal(login);
  await loadPage(harness.server, `/groups/1${query}`);
  await harness.mount(subscribe);
}

describe("mail group rules", () => {
  it("reads the address and picks the action", () => {
    expect(readPageQuery("?token=abc&email=a%40b.c&unsubscribe")).toEqual({ token: "abc", email: "a@b.c", forceUnsubscribe: true });
    expect(readPageQuery("")).toEqual({ token: null, email: null, forceUnsubscribe: false });
    expect(actionOf(false, false)).toBe("subscribe");
    expect(actionOf(true, false)).toBe("unsubscribe");
    expect(actionOf(false, true)).toBe("unsubscribe");
    expect(isGroupEmail("a@b")).toBe(true);
    expect(isGroupEmail("ab")).toBe(false);
  });

  it("maps each answer to its state and text", () => {
    const start = { isMember: false, alert: null, done: false };
    expect(afterAnswer("added", start, false)).toEqual({ isMember: true, alert: null, done: false });
    expect(afterAnswer("removed", { ...start, isMember: true }, false).isMember).toBe(false);
    expect(afterAnswer("email_sent", start, false)).toEqual({ isMember: false, alert: { kind: "success", text: EMAIL_SENT }, done: true });
    expect(afterAnswer("is_already_member", start, false)).toEqual({ isMember: true, alert: { kind: "warning", text: ALREADY_MEMBER }, done: false });
    expect(afterAnswer("is_not_member", { ...start, isMember: true }, false).isMember).toBe(false);
    expect(afterAnswer("is_not_member", { ...start, isMember: true }, true).isMember).toBe(true);
    expect(afterAnswer("something else", start, false)).toBe(start);
    expect([EMAIL_SENT, ALREADY_MEMBER, NOT_MEMBER]).toEqual(["An email with instructions has been sent.", "This email is already subscribed.", "This email is not subscribed."]);
  });
});

describe("mail group subscription", () => {
  it("checks the e-mail first, then sends a confirmation e-mail to a visitor (the form replaced)", async () => {
    await openGroup();
    typeInto(email(), "no-at-sign");
    await click(button());
    expect(email().classList.contains("is-invalid")).toBe(true);
    expect(harness.server.requests.filter((r) => r.url.startsWith("/group/subscribe"))).toHaveLength(0);
    typeInto(email(), "lea@example.com");
    await click(button());
    expect(harness.server.requests.at(-1)!.body.params).toEqual({ group_id: 1, email: "lea@example.com", token: null });
    expect(alertText()).toBe(EMAIL_SENT);
    expect($(".o_mg_subscribe_form")!.classList.contains("d-none")).toBe(true);
  });

  it("subscribes directly with the e-mail's token from the address", async () => {
    const token = emailAccessToken(1, "lea@example.com");
    await openGroup(`?email=lea%40example.com&token=${token}`);
    expect(harness.server.requests.find((r) => r.url === "/group/is_member")!.body.params).toEqual({ group_id: 1, email: "lea@example.com", token });
    expect(email().value).toBe("lea@example.com");
    await click(button());
    expect(button().textContent).toBe("Unsubscribe");
    expect(findMember(harness.server.store, 1, "lea@example.com")).toBeTruthy();
  });

  it("says is_already_member for a member's e-mail and turns the button to Unsubscribe", async () => {
    await openGroup();
    expect(button().textContent).toBe("Subscribe");
    typeInto(email(), "mark.brown23@example.com");
    await click(button());
    expect(alertText()).toBe(ALREADY_MEMBER);
    expect(button().textContent).toBe("Unsubscribe");
  });

  it("keeps Unsubscribe when forced by the address, and says is_not_member", async () => {
    const token = emailAccessToken(1, "mark.brown23@example.com");
    await openGroup(`?email=mark.brown23%40example.com&token=${token}&unsubscribe`);
    expect(button().textContent).toBe("Unsubscribe");
    await click(button());
    expect(findMember(harness.server.store, 1, "mark.brown23@example.com")).toBeUndefined();
    expect(button().textContent).toBe("Subscribe");
    await click(button());
    expect(harness.server.requests.at(-1)!.url).toBe("/group/unsubscribe");
    expect(alertText()).toBe(NOT_MEMBER);
  });

  it("shows a signed-in member their e-mail and Unsubscribe", async () => {
    await openGroup("", "portal");
    expect(email().value).toBe("joel.willis63@example.com");
    expect(button().textContent).toBe("Unsubscribe");
  });

  it("keeps the e-mail and says so when the connection drops", async () => {
    await openGroup();
    addFault({ match: "/group/subscribe", kind: "network", times: 1 });
    typeInto(email(), "lea@example.com");
    await click(button());
    expect(alertText()).toBe(SUBSCRIPTION_FAILED);
    expect(email().value).toBe("lea@example.com");
  });
  it("after an unsubscription whose answer was lost once the server acted, asks the membership again and says it was done", async () => {
    await openGroup("", "portal");
    const serverFetch = harness.server.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serverFetch(input, init);
      if (String(input).endsWith("/group/unsubscribe")) throw new TypeError("Failed to fetch");
      return answer;
    });
    await click(button());
    await settle();
    expect(alertText()).toBe(SUBSCRIPTION_LOST_DONE);
    expect(button().textContent).toBe("Subscribe");
    vi.stubGlobal("fetch", serverFetch);
    await click(button());
    await settle();
    expect(button().textContent).toBe("Unsubscribe");
  });

  it("after a lost answer when the server did nothing, says the request could not be sent and keeps the button", async () => {
    await openGroup("", "portal");
    addFault({ match: "/group/unsubscribe", kind: "504", times: 1 });
    await click(button());
    await settle();
    expect(alertText()).toBe(SUBSCRIPTION_FAILED);
    expect(button().textContent).toBe("Unsubscribe");
  });
});

describe("mail group messages", () => {
  async function openThreads() {
    await openGroup();
    for (const thread of $$(".o_mg_threads > .o_mg_message")) await harness.mount(message, thread);
  }

  it("collapses quoted text behind a toggle", async () => {
    await openGroup();
    const reply = $$(".o_mg_message").find((m) => m.getAttribute("data-id") === "2")!;
    await harness.mount(message, reply);
    const quote = reply.querySelector("[data-o-mail-quote]")!;
    expect(quote.classList.contains("d-none")).toBe(true);
    const toggle = reply.querySelector<HTMLButtonElement>(".o_mg_quote_toggle")!;
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await click(toggle);
    expect(quote.classList.contains("d-none")).toBe(false);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
  });

  it("shows and hides replies, and loads further ones sanitized", async () => {
    await openThreads();
    const thread = $(".o_mg_threads > .o_mg_message")!;
    const content = thread.querySelector(".o_mg_link_content")!;
    expect(content.classList.contains("d-none")).toBe(true);
    await click(thread.querySelector(".o_mg_link_hide"));
    expect(content.classList.contains("d-none")).toBe(false);
    expect(thread.querySelectorAll(".o_mg_replies li.media")).toHaveLength(2);
    const readMore = thread.querySelector(".o_mg_read_more")!;
    expect(readMore.getAttribute("data-last-displayed-id")).toBe("3");
    await click(readMore);
    // The sanitizer is imported with the first answer.
    await vi.waitFor(async () => {
      await settle(1);
      expect(thread.querySelectorAll(".o_mg_replies li.media")).toHaveLength(4);
    }, 10_000);
    expect(harness.server.requests.at(-1)!).toMatchObject({ url: "/groups/1/1/get_replies", body: { params: { last_displayed_id: 3 } } });
    const replies = [...thread.querySelectorAll(".o_mg_replies li.media")].map((li) => li.getAttribute("data-id"));
    expect(replies).toEqual(["2", "3", "4", "5"]);
    expect(thread.querySelector(".o_mg_replies")!.innerHTML).not.toMatch(/onclick|<script/);
    expect(thread.querySelector(".o_mg_read_more")).toBeNull();
    await click(thread.querySelector(".o_mg_link_show"));
    expect(content.classList.contains("d-none")).toBe(true);
  });

  it("says when further replies could not be loaded and keeps the button", async () => {
    await openThreads();
    const thread = $(".o_mg_threads > .o_mg_message")!;
    addFault({ match: "/groups/1/1/get_replies", kind: "502", times: 1 });
    await click(thread.querySelector(".o_mg_read_more"));
    await settle();
    expect(text(".o_mg_read_more_error")).toBe(READ_MORE_FAILED);
    expect(thread.querySelector(".o_mg_read_more")!.hasAttribute("disabled")).toBe(false);
  });
});
