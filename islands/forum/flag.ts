// A flag's outcome (spec 3 §4, §8 "Forum"): moderators see the Flagged label and the flagged
// counter rise; others see the answer vanish.
import * as M from "./messages";

export const FLAG_ERRORS: Record<string, string> = {
  anonymous_user: M.FLAG_ANONYMOUS,
  post_already_flagged: M.FLAG_ALREADY,
  post_non_flaggable: M.FLAG_NOT_FLAGGABLE,
};
export const FLAGGED_COUNTER = "#count_flagged_posts";

export function applyFlag(button: HTMLElement, success: string, label: string): void {
  button.replaceChildren(label);
  button.setAttribute("disabled", "");
  if (success === "post_flagged_moderator") {
    const counter = document.querySelector<HTMLElement>(FLAGGED_COUNTER);
    if (counter) counter.textContent = String((parseInt(counter.textContent ?? "", 10) || 0) + 1);
  } else if (success === "post_flagged_non_moderator") {
    const answer = button.closest<HTMLElement>(".forum_answer");
    // the answer's own display utility (d-flex) would win over the hidden attribute alone
    answer?.classList.add("d-none");
    if (answer) answer.hidden = true;
  }
}
