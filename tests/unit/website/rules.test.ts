// The public website's constants and pure rules (spec 2 §5, §8, §9), with their exact texts.
import { describe, expect, it } from "vitest";
import { INVALID_SITE_KEY, NO_SITE_KEY, captchaToken, resetCaptcha } from "../../../islands/website/captcha";
import { CAPTCHA_ERROR_TITLE, FOLLOW_CAPTCHA_ACTION, isFollowEmail, needsCaptcha } from "../../../islands/website/follow";
import { FULLSCREEN_HINT, FULLSCREEN_HINT_MS, FULLSCREEN_TRANSITION_MS } from "../../../islands/website/fullscreen";
import {
  DISAPPEARING_HIDE_AFTER_PX,
  DISAPPEARING_SHOW_AFTER_PX,
  HEADER_TRANSITION_CLEANUP_MS,
  STANDARD_HEADER_SHOWN_AFTER_PX,
  initialDisappearing,
  nextDisappearing,
  standardHeaderState,
} from "../../../islands/website/header_scroll";
import { langSwitchUrl } from "../../../islands/website/lang_switch";
import { MAP_CHECK_CONFIG, MAP_NO_KEY, MAPS_KEY_ROUTE } from "../../../islands/website/map";
import { mapEmbedUrl } from "../../../islands/website/map";
import { PUBLISH_ROUTE } from "../../../islands/website/publish";
import { RATING_LABELS, isRatingValue, ratingLabel, ratingStats, roundToHalf } from "../../../contract/website/ratings";
import { SHARE_NETWORKS, SHARE_POPUP, shareUrl } from "../../../islands/website/social_share";
import { siteSwitchUrl } from "../../../islands/website/site_switch";
import { VIDEO_DOMAINS, safeVideoUrl } from "../../../islands/website/video_embed";
import { FOLLOW_ROUTE, IS_FOLLOWER_ROUTE } from "../../../islands/website/follow";
import { RATING_COMMENT_ROUTE } from "../../../islands/website/rating_publisher_comment";
import { CLOSE_VALIDATION_ROUTE, SEND_VALIDATION_ROUTE } from "../../../islands/website/profile_validation";

describe("navigation addresses", () => {
  it("puts the page and its hash, encoded, in r", () => {
    expect(langSwitchUrl("fr", "/website/home", "#team")).toBe("/website/lang/fr?r=%2Fwebsite%2Fhome%23team");
    expect(langSwitchUrl("fr", "/shop?edit_translations=1", "")).toBe("/website/lang/fr?r=%2Fshop");
    expect(siteSwitchUrl("2", "/contactus?x=1")).toBe("/website/force/2?path=%2Fcontactus%3Fx%3D1");
  });

  it("calls the routes of the specification", () => {
    expect([PUBLISH_ROUTE, MAPS_KEY_ROUTE, IS_FOLLOWER_ROUTE, FOLLOW_ROUTE, RATING_COMMENT_ROUTE, SEND_VALIDATION_ROUTE, CLOSE_VALIDATION_ROUTE]).toEqual([
      "/website/publish",
      "/website/google_maps_api_key",
      "/website_mail/is_follower",
      "/website_mail/follow",
      "/website/rating/comment",
      "/profile/send_validation_email",
      "/profile/validate_email/close",
    ]);
  });
});

describe("fullscreen and header constants", () => {
  it("uses the spec's durations and distances", () => {
    expect(FULLSCREEN_HINT_MS).toBe(2000);
    expect(FULLSCREEN_TRANSITION_MS).toBe(500);
    expect(FULLSCREEN_HINT).toBe("Press esc to exit full screen");
    expect(STANDARD_HEADER_SHOWN_AFTER_PX).toBe(300);
    expect(DISAPPEARING_HIDE_AFTER_PX).toBe(200);
    expect(DISAPPEARING_SHOW_AFTER_PX).toBe(100);
    expect(HEADER_TRANSITION_CLEANUP_MS).toBe(500);
  });

  it("fixes the standard header past its height and shows it past 300 px", () => {
    expect(standardHeaderState(0, 80)).toEqual({ affixed: false, visible: false });
    expect(standardHeaderState(80, 80)).toEqual({ affixed: false, visible: false });
    expect(standardHeaderState(81, 80)).toEqual({ affixed: true, visible: false });
    expect(standardHeaderState(300, 80)).toEqual({ affixed: true, visible: false });
    expect(standardHeaderState(301, 80)).toEqual({ affixed: true, visible: true });
  });

  it("hides the disappearing header after 200 px down and shows it after 100 px up", () => {
    const run = (positions: number[]) => positions.reduce(nextDisappearing, initialDisappearing()).hidden;
    expect(run([100, 200])).toBe(false);
    expect(run([100, 201])).toBe(true);
    expect(run([300, 250])).toBe(true);
    expect(run([300, 200])).toBe(true);
    expect(run([300, 199])).toBe(false);
    // Direction changes reset the distance: 150 down from the turn is not enough.
    expect(run([300, 150, 300])).toBe(false);
    expect(run([300, 150, 351])).toBe(true);
    expect(run([500, 0])).toBe(false);
  });
});

describe("video links", () => {
  it("lists the supported domains", () => {
    expect(VIDEO_DOMAINS).toEqual(["youtu.be", "youtube.com", "youtube-nocookie.com", "instagram.com", "vine.co", "player.vimeo.com", "vimeo.com", "dailymotion.com", "player.youku.com", "youku.com"]);
  });

  it("accepts http(s) and protocol-relative links of those domains and their subdomains", () => {
    expect(safeVideoUrl("https://www.youtube.com/embed/x")).toBe("https://www.youtube.com/embed/x");
    expect(safeVideoUrl("//player.vimeo.com/video/1")).toBe("//player.vimeo.com/video/1");
    expect(safeVideoUrl("http://youtu.be/abc")).toBe("http://youtu.be/abc");
    expect(safeVideoUrl(" https://www.dailymotion.com/embed/video/x ")).toBe("https://www.dailymotion.com/embed/video/x");
  });

  it("refuses other domains, look-alikes, credentials, javascript: and data:", () => {
    for (const bad of [
      "https://evil.example.com/embed",
      "https://youtube.com.evil.example/embed",
      "https://notyoutube.com/embed",
      "https://user@evil.example/@youtube.com",
      "https://a:b@www.youtube.com/embed",
      "javascript:alert(1)//youtube.com",
      "data:text/html,<script>alert(1)</script>",
      "ftp://youtube.com/x",
      "/embed/x",
      "",
      null,
    ]) expect(safeVideoUrl(bad)).toBeNull();
  });
});

describe("social share", () => {
  it("opens facebook, twitter and linkedin in a 500×500 popup, address and title encoded", () => {
    expect(SHARE_NETWORKS).toEqual(["facebook", "twitter", "linkedin"]);
    expect(SHARE_POPUP).toEqual({ width: 500, height: 500 });
    expect(shareUrl("facebook", "https://x.test/a?b=1&c=2", "T")).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.test%2Fa%3Fb%3D1%26c%3D2");
    expect(shareUrl("twitter", "https://x.test/", "A & B", "odoo")).toBe("https://twitter.com/intent/tweet?text=A%20%26%20B&url=https%3A%2F%2Fx.test%2F&hashtags=odoo");
    expect(shareUrl("linkedin", "https://x.test/", "T")).toBe("https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fx.test%2F");
  });
});

describe("map", () => {
  it("builds the iframe address from the address, type and zoom", () => {
    expect(mapEmbedUrl("250 Executive Park Blvd, SF", "k", 10)).toBe("https://maps.google.com/maps?q=250%20Executive%20Park%20Blvd%2C%20SF&t=k&z=10&ie=UTF8&iwloc=&output=embed");
    expect(mapEmbedUrl("x", "bogus", 99)).toBe("https://maps.google.com/maps?q=x&t=m&z=12&ie=UTF8&iwloc=&output=embed");
  });

  it("warns with the spec's texts", () => {
    expect(MAP_NO_KEY).toBe("Cannot load google map.");
    expect(MAP_CHECK_CONFIG).toBe("Check your configuration.");
  });
});

describe("follow", () => {
  it("wants an @ with text around it", () => {
    expect(isFollowEmail("a@b")).toBe(true);
    expect(isFollowEmail(" ann@example.com ")).toBe(true);
    for (const bad of ["", "@", "a@", "@b", "ann"]) expect(isFollowEmail(bad)).toBe(false);
  });

  it("asks a captcha token when an e-mail is given or the user is logged in", () => {
    expect(needsCaptcha("a@b", false)).toBe(true);
    expect(needsCaptcha("", true)).toBe(true);
    expect(needsCaptcha("  ", false)).toBe(false);
    expect(FOLLOW_CAPTCHA_ACTION).toBe("website_mail_follow");
    expect(CAPTCHA_ERROR_TITLE).toBe("Error");
  });
});

describe("captcha", () => {
  it("says when no site key is set", async () => {
    expect(await captchaToken("x", "")).toEqual({ error: NO_SITE_KEY });
    expect(NO_SITE_KEY).toBe("No recaptcha site key set.");
  });

  it("asks the provider a token for the action, and reports a refusal as an invalid key", async () => {
    resetCaptcha();
    const calls: unknown[] = [];
    (window as any).grecaptcha = {
      ready: (cb: () => void) => cb(),
      execute: async (key: string, options: { action: string }) => {
        calls.push([key, options]);
        if (key !== "good") throw new Error("invalid");
        return "token-1";
      },
    };
    expect(await captchaToken("website_mail_follow", "good")).toEqual({ token: "token-1" });
    expect(await captchaToken("website_mail_follow", "bad")).toEqual({ error: INVALID_SITE_KEY });
    expect(INVALID_SITE_KEY).toBe("The recaptcha site key is invalid.");
    expect(calls).toEqual([["good", { action: "website_mail_follow" }], ["bad", { action: "website_mail_follow" }]]);
    delete (window as any).grecaptcha;
    resetCaptcha();
  });
});

describe("ratings", () => {
  it("labels 1 to 5 stars", () => {
    expect(RATING_LABELS).toEqual(["I hate it", "I don't like it", "It's okay", "I like it", "I love it"]);
    expect(ratingLabel(1)).toBe("I hate it");
    expect(ratingLabel(4.2)).toBe("I like it");
    expect(ratingLabel(4.5)).toBe("I love it");
    expect(ratingLabel(0)).toBe("");
  });

  it("rounds to half stars between 0 and 5", () => {
    expect(roundToHalf(3.26)).toBe(3.5);
    expect(roundToHalf(3.24)).toBe(3);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-1)).toBe(0);
    expect(isRatingValue(2.5)).toBe(true);
    expect(isRatingValue(2.3)).toBe(false);
    expect(isRatingValue(5.5)).toBe(false);
  });

  it("averages to 2 decimals with a percent per star", () => {
    const stats = ratingStats([5, 4, 2.5, 5, 1, 9]);
    expect(stats.average).toBe(3.5);
    expect(stats.count).toBe(5);
    expect(ratingStats([5, 4, 4]).average).toBe(4.33);
    expect(ratingStats([5, 4, 4]).percent).toEqual({ 1: 0, 2: 0, 3: 0, 4: 66.67, 5: 33.33 });
    expect(ratingStats([]).average).toBe(0);
  });
});

describe("rating composer", () => {
  it("gives a half star for a click on a star's left half", async () => {
    const { valueAtClick, DEFAULT_RATING, RATING_POST_FAILED } = await import("../../../islands/website/rating_composer");
    expect(valueAtClick(3, 4, 20)).toBe(2.5);
    expect(valueAtClick(3, 15, 20)).toBe(3);
    expect(valueAtClick(1, 0, 20)).toBe(0.5);
    expect(DEFAULT_RATING).toBe(4);
    expect(RATING_POST_FAILED).toBe("Your rating could not be saved. Please try again.");
  });

  it("posts through the composer's route with its options, message and rating", async () => {
    const { composerOptions, ratingPayload, RATING_POST_ROUTE } = await import("../../../islands/website/rating_composer");
    expect(RATING_POST_ROUTE).toBe("/mail/chatter_post");
    const button = document.createElement("button");
    button.setAttribute("data-res_model", "blog.post");
    button.setAttribute("data-res_id", "7");
    button.setAttribute("data-token", "abc");
    expect(composerOptions(button)).toEqual({ route: "/mail/chatter_post", options: { res_model: "blog.post", res_id: 7, token: "abc" } });
    button.setAttribute("data-force_submit_url", "/slides/slide/rate");
    expect(composerOptions(button).route).toBe("/slides/slide/rate");
    expect(ratingPayload({ res_model: "blog.post", res_id: 7 }, 3.5, "Nice")).toEqual({
      res_model: "blog.post", res_id: 7, message: "Nice", attachment_ids: [], attachment_tokens: [], rating_value: 3.5,
    });
  });
});
