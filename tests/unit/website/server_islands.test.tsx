// Website islands against the in-process reference server: publish, follow, rating comments,
// the e-mail validation banner and the map warning, with their failure paths.
import { afterEach, describe, expect, it } from "vitest";
import follow from "../../../islands/website/follow";
import map from "../../../islands/website/map";
import profileValidation, { VALIDATION_FAILED, VALIDATION_SENT } from "../../../islands/website/profile_validation";
import publish, { PUBLISH_FAILED } from "../../../islands/website/publish";
import ratingComment, { COMMENT_SAVE_FAILED } from "../../../islands/website/rating_publisher_comment";
import { resetCaptcha } from "../../../islands/website/captcha";
import { addFault } from "../../../server/faults";
import { captchaToken as serverToken } from "../../../server/website/captcha";
import { $, $$, answerWith, loadPage, settle, startPortal, typeInto, type PortalHarness } from "../portal/portal_harness";
import { act } from "react";

let harness: PortalHarness;
afterEach(() => {
  harness?.stop();
  delete (window as any).grecaptcha;
  resetCaptcha();
});

const click = async (el: Element | null) => {
  await act(async () => void (el as HTMLElement).click());
  await settle();
};
const notifications = () => $$(".o_notification").map((n) => n.textContent);

/** The captcha provider's stand-in, as the server's script defines it, without loading a script. */
function installCaptcha(fail = false) {
  (window as any).grecaptcha = {
    ready: (cb: () => void) => cb(),
    execute: async (_key: string, { action }: { action: string }) => {
      if (fail) throw new Error("invalid key");
      return serverToken(action);
    },
  };
}

describe("publish", () => {
  it("toggles the classes from the server's answer", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/website/blog");
    await harness.mount(publish);
    const toggle = $(".js_publish_management")!;
    expect(toggle.classList.contains("css_published")).toBe(true);
    await click($(".js_publish_btn"));
    expect(toggle.classList.contains("css_unpublished")).toBe(true);
    expect(harness.server.store.get("blog.post", 1)!.is_published).toBe(false);
    expect(harness.server.requests.filter((r) => r.url === "/website/publish").at(-1)!.body.params).toEqual({ id: 1, object: "blog.post" });
  });

  it("keeps the state and tells when the server fails, and does nothing in editor mode", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/website/blog");
    await harness.mount(publish);
    addFault({ match: "/website/publish", kind: "502", times: 1 });
    await click($(".js_publish_btn"));
    expect($(".js_publish_management")!.classList.contains("css_published")).toBe(true);
    expect(notifications().join()).toContain(PUBLISH_FAILED);
    document.body.classList.add("editor_enable");
    await click($(".js_publish_btn"));
    document.body.classList.remove("editor_enable");
    expect(harness.server.requests.filter((r) => r.url === "/website/publish")).toHaveLength(1);
  });
});

describe("follow", () => {
  it("flags a bad e-mail without a call, then follows with a captcha token", async () => {
    harness = await startPortal(null);
    await loadPage(harness.server, "/website/blog");
    installCaptcha();
    await harness.mount(follow);
    const email = $<HTMLInputElement>("input.js_follow_email")!;
    typeInto(email, "nobody");
    await click($(".js_follow_btn"));
    expect(email.classList.contains("is-invalid")).toBe(true);
    expect(harness.server.requests.some((r) => r.url === "/website_mail/follow")).toBe(false);
    typeInto(email, "ann@example.com");
    expect(email.classList.contains("is-invalid")).toBe(false);
    await click($(".js_follow_btn"));
    const call = harness.server.requests.find((r) => r.url === "/website_mail/follow")!;
    expect(call.body.params).toEqual({ id: 1, object: "blog.post", message_is_follower: "off", email: "ann@example.com", recaptcha_token_response: serverToken("website_mail_follow") });
    expect($(".js_follow")!.dataset.follow).toBe("on");
    expect($(".js_unfollow_btn")!.classList.contains("d-none")).toBe(false);
    expect($(".js_follow_btn")!.classList.contains("d-none")).toBe(true);
  });

  it("asks no e-mail of a logged-in user; a field the page renders anyway is fixed to the user's", async () => {
    harness = await startPortal("portal");
    await loadPage(harness.server, "/website/blog");
    // the platform renders the field for the public user only (groups="base.group_public")
    expect($("input.js_follow_email")).toBeNull();
    $(".js_follow")!.insertAdjacentHTML("afterbegin", `<input type="email" name="email" class="js_follow_email form-control"/>`);
    await harness.mount(follow);
    const email = $<HTMLInputElement>("input.js_follow_email")!;
    expect(email.disabled).toBe(true);
    expect(email.value).toBe("joel.willis63@example.com");
  });

  it("shows a captcha failure as a sticky danger notification titled Error", async () => {
    harness = await startPortal(null);
    await loadPage(harness.server, "/website/blog");
    installCaptcha(true);
    await harness.mount(follow);
    typeInto($<HTMLInputElement>("input.js_follow_email")!, "ann@example.com");
    await click($(".js_follow_btn"));
    expect(notifications()).toEqual([expect.stringContaining("The recaptcha site key is invalid.")]);
    expect(notifications()[0]).toContain("Error");
    expect($(".o_notification")!.className).toContain("danger");
    expect(harness.server.requests.some((r) => r.url === "/website_mail/follow")).toBe(false);
  });
});

describe("rating publisher comment", () => {
  it("goes none → editing → shown, and delete empties it", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/website/blog");
    const host = $(".o_wrating_publisher_container[data-rating-id='1']")!;
    await harness.mount(ratingComment, host);
    await click(host.querySelector(".o_wrating_js_publisher_comment_btn"));
    typeInto(host.querySelector("textarea")!, "Thanks <b>a lot</b>");
    await act(async () => void host.querySelector("form")!.requestSubmit());
    await settle();
    expect(host.querySelector(".o_wrating_publisher_comment_text")!.textContent).toBe("Thanks <b>a lot</b>");
    expect(host.querySelector("b")).toBeNull();
    await click(host.querySelector(".o_wrating_js_publisher_comment_delete"));
    expect(host.querySelector(".o_wrating_publisher_comment_text")).toBeNull();
    expect(harness.server.store.get("blog.rating", 1)!.publisher_comment).toBe("");
  });

  it("keeps the text when the answer is malformed", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/website/blog");
    const host = $(".o_wrating_publisher_container[data-rating-id='3']")!;
    await harness.mount(ratingComment, host);
    await click(host.querySelector(".o_wrating_js_publisher_comment_btn"));
    typeInto(host.querySelector("textarea")!, "Soon more");
    answerWith(harness.server, "/website/rating/comment", { unexpected: true });
    await act(async () => void host.querySelector("form")!.requestSubmit());
    await settle();
    expect(host.querySelector("[role=alert]")!.textContent).toBe(COMMENT_SAVE_FAILED);
    expect(host.querySelector("textarea")!.value).toBe("Soon more");
  });

  it("shows no buttons to a visitor", async () => {
    harness = await startPortal(null);
    await loadPage(harness.server, "/website/blog");
    const host = $(".o_wrating_publisher_container[data-rating-id='2']")!;
    await harness.mount(ratingComment, host);
    expect(host.textContent).toContain("Thank you for reading!");
    expect(host.querySelectorAll("button")).toHaveLength(0);
  });
});

describe("e-mail validation banner", () => {
  it("sends the e-mail with the redirect, says so, and says when it failed", async () => {
    harness = await startPortal("portal");
    await loadPage(harness.server, "/website/profile");
    await harness.mount(profileValidation);
    addFault({ match: "/profile/send_validation_email", kind: "500-html", times: 1 });
    await click($(".send_validation_email"));
    expect($(".o_wprofile_validation_status")!.textContent).toBe(VALIDATION_FAILED);
    await click($(".send_validation_email"));
    expect($(".o_wprofile_validation_status")!.textContent).toBe(VALIDATION_SENT);
    expect(harness.server.store.all("mail.mail").at(-1)!.redirect_url).toBe("/website/profile");
    await click($(".validated_email_close"));
    expect($(".o_wprofile_email_validation_container")!.classList.contains("d-none")).toBe(true);
  });
});

describe("map", () => {
  it("warns an administrator when no key is configured, with the configuration link", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/website/map");
    await harness.mount(map);
    expect($(".s_map iframe")).not.toBeNull();
    // the message is markup, shown once the sanitizer's chunk is there
    await expect.poll(() => notifications().join()).toContain("Cannot load google map.");
    const link = $$(".o_notification a").find((a) => a.textContent === "Check your configuration.");
    expect(link!.getAttribute("href")).toBe("/web#action=website.action_website_configuration");
    expect($(".o_notification_warning")).not.toBeNull();
    expect(harness.env.services.notification.notifications.get().at(-1)!.sticky).toBe(true);
  });

  it("does not warn a visitor, nor when a key is configured", async () => {
    harness = await startPortal(null);
    await loadPage(harness.server, "/website/map");
    await harness.mount(map);
    expect(notifications()).toEqual([]);
    harness.stop();
    harness = await startPortal("admin");
    harness.server.store.write("website", 1, { google_maps_api_key: "key" });
    await loadPage(harness.server, "/website/map");
    await harness.mount(map);
    expect(notifications()).toEqual([]);
  });
});

describe("follower status", () => {
  it("is asked once for every widget of the page, records grouped per model", async () => {
    harness = await startPortal("portal");
    await loadPage(harness.server, "/website/blog");
    const first = $(".js_follow")!;
    const second = first.cloneNode(true) as HTMLElement;
    second.dataset.id = "2";
    first.after(second);
    harness.server.store.create("mail.followers", { res_model: "blog.post", res_id: 2, partner_id: 9 });
    await harness.mountTogether([follow, first], [follow, second]);
    const calls = harness.server.requests.filter((r) => r.url === "/website_mail/is_follower");
    expect(calls.map((c) => c.body.params)).toEqual([{ records: { "blog.post": [1, 2] } }]);
    expect([first.dataset.follow, second.dataset.follow]).toEqual(["off", "on"]);
  });
});

describe("publish with the element's controller", () => {
  it("calls data-controller instead of /website/publish", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/website/blog");
    const toggle = $(".js_publish_management")!;
    toggle.dataset.controller = "/blog/post/toggle_published";
    answerWith(harness.server, "/blog/post/toggle_published", false);
    await harness.mount(publish);
    await click($(".js_publish_btn"));
    expect(toggle.classList.contains("css_unpublished")).toBe(true);
  });
});

describe("publisher comment dates", () => {
  it("are relative under 7 days, then the date", async () => {
    harness = await startPortal(null);
    document.body.innerHTML = `<div class="o_wrating_publisher_container" id="recent" data-rating-id="1" data-is-publisher="0" data-publisher-comment="Hi" data-publisher-name="Ann" data-publisher-datetime="${new Date(Date.now() - 2 * 86400_000).toISOString()}"></div>
<div class="o_wrating_publisher_container" id="old" data-rating-id="2" data-is-publisher="0" data-publisher-comment="Hey" data-publisher-name="Ann" data-publisher-datetime="2020-03-04 10:00:00"></div>`;
    await harness.mount(ratingComment, $("#recent")!);
    await harness.mount(ratingComment, $("#old")!);
    expect($("#recent time")!.textContent).toBe("2 days ago");
    expect($("#old time")!.textContent).toBe("03/04/2020");
  });
});
