// A flag's outcome (spec 3 §4, §8 "Forum"): moderators see the Flagged label and the flagged
// counter rise; others see the answer vanish.
import { child, findIn, writeOn } from "../../src/kit";
import { ANONYMOUS_USER, FLAGGED_MODERATOR, FLAGGED_NON_MODERATOR, POST_ALREADY_FLAGGED, POST_NON_FLAGGABLE } from "../../contract/forum/codes";
import * as M from "./messages";

export const FLAG_ERRORS: Record<string, string> = {
  [ANONYMOUS_USER]: M.FLAG_ANONYMOUS,
  [POST_ALREADY_FLAGGED]: M.FLAG_ALREADY,
  [POST_NON_FLAGGABLE]: M.FLAG_NOT_FLAGGABLE,
};
export const FLAGGED_COUNTER = "#count_flagged_posts";
const COUNTER = child.optional("#count_flagged_posts");

export function applyFlag(button: HTMLElement, success: string, label: string): void {
  writeOn(button, { text: label, attr: { disabled: true } });
  if (success === FLAGGED_MODERATOR) {
    const counter = findIn(COUNTER, document)[0];
    writeOn(counter, { text: String((parseInt(counter?.textContent ?? "", 10) || 0) + 1) });
  } else if (success === FLAGGED_NON_MODERATOR) {
    // the answer's own display utility (d-flex) would win over the hidden attribute alone
    writeOn(button.closest(".forum_answer"), { class: { "d-none": true }, prop: { hidden: true } });
  }
}
