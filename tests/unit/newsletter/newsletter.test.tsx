// Newsletter subscribe block and popup (spec 3 §4, §5, §7, §8): the subscriber state, the e-mail
// check, the bot-check, the server's toasts, and the popup closed on success, against the server.
import { afterEach, describe, expect, it } from "vitest";
import subscribe from "../../../islands/newsletter/subscribe";
import { ERROR_TITLE, SUBSCRIBE_FAILED, SUCCESS_TITLE, isNewsletterEmail, toastTitle, toastType } from "../../../islands/newsletter/newsletter_rules";
import popup from "../../../islands/website/blocks/popup";
import { INVALID_SITE_KEY, resetCaptcha } from "../../../islands/website/captcha";
import { addFault } from "../../../server/faults";
import { NEWSLETTER_TOASTS } from "../../../server/newsletter/routes";
import type { NotificationService } from "../../../src/services/notification";
import { captchaToken as serverToken } from "../../../server/website/captcha";
import { $, $$, click, loadPage, settle, startPortal, typeInto, type PortalHarness } from "../portal/portal_harness";

let harness: PortalHarness;
afterEach(() => {
  harness?.stop();
  delete (window as any).grecaptcha;
  resetCaptcha();
});

/** The bot-check provider as the server's stand-in script defines it (a wrong token when `token` is given). */
function botCheck(answer: { refuse?: boolean; token?: string } = {}) {
  (window as any).grecaptcha = {
    ready: (done: () => void) => done(),
    execute: async (_key: string, { action }: { action: string }) => {
      if (answer.refuse) throw new Error("refused");
      return answer.token ?? serverToken(action);
    },
  };
}

const email = () => $<HTMLInputElement>(".js_subscribe input[name=email]")!;
const toasts = () => $$(".o_notification").map((n) => n.textContent);
const subscribeCalls = () => harness.server.requests.filter((r) => r.url === "/website_mass_mailing/subscribe");

async function open(path: string, login: string | null = null) {
  harness = await startPortal(login);
  await loadPage(harness.server, path);
  await harness.mount(subscribe);
}

describe("newsletter rules", () => {
  it("checks something@something and titles toasts by type", () => {
    expect(isNewsletterEmail("a@b")).toBe(true);
    expect(isNewsletterEmail(" ana@example.com ")).toBe(true);
    expect(isNewsletterEmail("ana.example.com")).toBe(false);
    expect(isNewsletterEmail("@b")).toBe(false);
    expect(toastTitle({ toast_type: "success", toast_content: "" })).toBe(SUCCESS_TITLE);
    expect(toastTitle({ toast_type: "danger", toast_content: "" })).toBe(ERROR_TITLE);
    expect([SUCCESS_TITLE, ERROR_TITLE]).toEqual(["Success", "Error"]);
    expect(toastType({ toast_type: "warning", toast_content: "" })).toBe("warning");
    expect(toastType({ toast_type: "<b>", toast_content: "" })).toBe("danger");
  });
});

describe("newsletter block", () => {
  it("gives a subscriber a disabled input with their e-mail and the thanks button", async () => {
    await open("/newsletter/block", "portal");
    expect(harness.server.requests.find((r) => r.url === "/website_mass_mailing/is_subscriber")!.body.params).toEqual({ list_id: 1 });
    expect(email().value).toBe("joel.willis63@example.com");
    expect(email().disabled).toBe(true);
    expect($(".js_subscribe_btn")!.classList.contains("d-none")).toBe(true);
    expect($(".js_subscribed_btn")!.classList.contains("d-none")).toBe(false);
  });

  it("marks a bad e-mail and sends nothing, then subscribes with the bot-check token", async () => {
    botCheck();
    await open("/newsletter/block");
    expect(email().disabled).toBe(false);
    typeInto(email(), "ana.example.com");
    await click($(".js_subscribe_btn"));
    expect($(".js_subscribe")!.classList.contains("o_has_error")).toBe(true);
    expect(email().classList.contains("is-invalid")).toBe(true);
    expect(subscribeCalls()).toHaveLength(0);
    typeInto(email(), "ana@example.com");
    expect(email().classList.contains("is-invalid")).toBe(false);
    await click($(".js_subscribe_btn"));
    await settle();
    expect(subscribeCalls()[0].body.params).toEqual({ list_id: 1, email: "ana@example.com", recaptcha_token_response: serverToken("website_mass_mailing_subscribe") });
    expect(toasts()).toEqual([expect.stringMatching(new RegExp(`^${SUCCESS_TITLE}.*${NEWSLETTER_TOASTS.subscribed}`))]);
    expect((harness.env.services.notification as NotificationService).notifications.get()[0]).toMatchObject({ type: "success", title: SUCCESS_TITLE, sticky: true });
    expect(email().disabled).toBe(true);
    expect($(".js_subscribed_btn")!.classList.contains("d-none")).toBe(false);
  });

  it("shows a bot-check failure as a sticky danger notification titled 'Error', sending nothing", async () => {
    botCheck({ refuse: true });
    await open("/newsletter/block");
    typeInto(email(), "ana@example.com");
    await click($(".js_subscribe_btn"));
    await settle();
    expect(toasts()).toEqual([`${ERROR_TITLE}${INVALID_SITE_KEY}`]);
    expect($(".o_notification")!.className).toContain("danger");
    expect((harness.env.services.notification as NotificationService).notifications.get()[0]).toMatchObject({ type: "danger", title: ERROR_TITLE, sticky: true });
    expect(subscribeCalls()).toHaveLength(0);
  });

  it("shows the server's danger toast titled 'Error' and keeps the form", async () => {
    botCheck({ token: "forged" });
    await open("/newsletter/block");
    typeInto(email(), "ana@example.com");
    await click($(".js_subscribe_btn"));
    await settle();
    expect(toasts()).toEqual([`${ERROR_TITLE}${NEWSLETTER_TOASTS.suspicious}`]);
    expect(email().disabled).toBe(false);
    expect(email().value).toBe("ana@example.com");
  });

  it("says when the server cannot be reached and keeps the e-mail", async () => {
    botCheck();
    await open("/newsletter/block");
    addFault({ match: "/website_mass_mailing/subscribe", kind: "network", times: 1 });
    typeInto(email(), "ana@example.com");
    await click($(".js_subscribe_btn"));
    await settle();
    expect($(".o_notification")!.textContent).toContain(SUBSCRIBE_FAILED);
    expect(email().value).toBe("ana@example.com");
    expect(email().disabled).toBe(false);
  });
});

describe("newsletter popup", () => {
  it("closes the popup after a successful subscription", async () => {
    botCheck();
    await open("/newsletter/popup");
    await harness.mount(popup);
    await click($("a[href='#sNewsletterPopup']"));
    expect($(".o_newsletter_modal")!.classList.contains("show")).toBe(true);
    typeInto(email(), "ben@example.com");
    await click($(".js_subscribe_btn"));
    await settle();
    expect($(".o_newsletter_modal")!.classList.contains("show")).toBe(false);
    expect(email().disabled).toBe(true);
    expect(harness.server.store.all("mailing.contact").some((c) => c.email === "ben@example.com" && (c.list_ids as number[]).includes(2))).toBe(true);
  });

  it("closes a popup that opened before the answer said the visitor subscribes", async () => {
    harness = await startPortal("portal");
    harness.server.store.create("mailing.contact", { email: "joel.willis63@example.com", list_ids: [2], opt_out: false });
    await loadPage(harness.server, "/newsletter/popup");
    await harness.mount(popup);
    await click($("a[href='#sNewsletterPopup']"));
    expect($(".o_newsletter_modal")!.classList.contains("show")).toBe(true);
    await harness.mount(subscribe);
    expect(email().disabled).toBe(true);
    expect($(".o_newsletter_modal")!.classList.contains("show")).toBe(false);
  });
});
