// What a dynamic snippet's record fragments may hold once sanitized: the message profile plus the
// data-url of their call-to-action.
import { MESSAGE_PROFILE, type SanitizerProfile } from "../../../src/components/sanitizer_profile";

export const DYNAMIC_SNIPPET_PROFILE: SanitizerProfile = {
  ...MESSAGE_PROFILE,
  name: "dynamic snippet",
  config: { ...MESSAGE_PROFILE.config, ADD_ATTR: ["data-url", "tabindex", "role", "loading"] },
};
