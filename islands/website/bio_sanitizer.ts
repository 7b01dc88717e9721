// The biography's formatting (spec 2 §3 "Profile"): the bare tags it keeps, the same as the server.
import type { SanitizerProfile } from "../../src/components/sanitizer_profile";

export const BIO_TAGS = ["p", "br", "b", "strong", "i", "em", "u", "ul", "ol", "li"];

export const BIO_PROFILE: SanitizerProfile = {
  name: "profile-biography",
  config: { ALLOWED_TAGS: BIO_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true },
};
