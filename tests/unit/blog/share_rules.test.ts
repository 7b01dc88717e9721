// Blog sharing rules (spec 3 §5, §9 "Blog").
import { describe, expect, it } from "vitest";
import { articleShareUrl, CONTENT_JUMP_SCROLL_MS, LINK_LENGTH, MAX_MESSAGE, MIN_SELECTION, NEXT_POST_SCROLL_MS, shortMessage, tweetUrl } from "../../../islands/blog/post_sharing";

const _t = (s: string, ...a: unknown[]) => a.reduce<string>((t, x) => t.replace("%s", String(x)), s);
const URL_ = "http://localhost/blog/post";

describe("short message", () => {
  it("quotes a short selection whole", () => {
    expect(shortMessage("Cacti", URL_)).toBe(`"Cacti" - ${URL_}`);
  });

  it("cuts a long selection so that 23 characters are left for the link within 140", () => {
    const message = shortMessage("x".repeat(300), URL_);
    const quoted = message.slice(0, message.indexOf(" - "));
    expect(quoted).toBe(`"${"x".repeat(MAX_MESSAGE - 5 - LINK_LENGTH)}"`);
    expect(quoted.length + 3 + LINK_LENGTH).toBe(MAX_MESSAGE);
    expect(tweetUrl("Cacti", URL_)).toBe(`https://twitter.com/intent/tweet?text=${encodeURIComponent(`"Cacti" - ${URL_}`)}`);
  });

  it("keeps the spec's constants", () => {
    expect([MIN_SELECTION, MAX_MESSAGE, LINK_LENGTH, NEXT_POST_SCROLL_MS, CONTENT_JUMP_SCROLL_MS]).toEqual([5, 140, 23, 300, 500]);
  });
});

describe("share buttons", () => {
  it("shares the article on each network", () => {
    expect(articleShareUrl("twitter", "Cacti", URL_, _t)).toBe(`https://twitter.com/intent/tweet?tw_p=tweetbutton&text=${encodeURIComponent(`Amazing blog article: Cacti! Check it live: ${URL_}`)}`);
    expect(articleShareUrl("facebook", "Cacti", URL_, _t)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_)}`);
    expect(articleShareUrl("linkedin", "Cacti", URL_, _t)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(URL_)}`);
  });
});
