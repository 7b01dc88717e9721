// What the replies markup of a mail group thread may hold once sanitized (loaded with the first
// read-more answer): the message profile's formatting, plus the classes and the few data
// attributes the page binds to (message id, quoted text, the read-more route and last id); the
// read-more route must stay a path of this site's mail groups.
import { MESSAGE_PROFILE, type SanitizerProfile } from "../../src/components/sanitizer_profile";
import { sanitizeHtml } from "../../src/components/sanitize";

const KEPT_DATA = ["data-id", "data-o-mail-quote", "data-href", "data-last-displayed-id"];
export const REPLIES_ROUTE = /^\/groups\/\d+\/\d+\/get_replies$/;

export const REPLIES_PROFILE: SanitizerProfile = {
  ...MESSAGE_PROFILE,
  name: "mail group replies",
  config: {
    ...MESSAGE_PROFILE.config,
    ADD_TAGS: ["button"],
    FORBID_TAGS: (MESSAGE_PROFILE.config.FORBID_TAGS ?? []).filter((tag) => tag !== "button"),
    ADD_ATTR: [...((MESSAGE_PROFILE.config.ADD_ATTR as string[] | undefined) ?? []), ...KEPT_DATA, "type"],
  },
  afterElement(element) {
    MESSAGE_PROFILE.afterElement?.(element);
    const href = element.getAttribute("data-href");
    if (href !== null && !REPLIES_ROUTE.test(href)) element.removeAttribute("data-href");
    if (element.tagName === "BUTTON") element.setAttribute("type", "button");
  },
};

export const sanitizeReplies = (html: string) => sanitizeHtml(html, REPLIES_PROFILE);
