// Accepting an answer toggles its correct mark; only one answer of the page carries it
// (spec 3 §4 "Forum").
import { child, findIn, writeIn, writeOn } from "../../src/kit";

export const ACCEPT_LABEL = "Accept";
export const CORRECT_LABEL = "Correct answer";

const ANSWER = child.optional(".forum_answer");
const TOGGLER = child.optional(".o_wforum_validate_toggler");
const BUTTON = child.optional(".accept_answer");
const LABEL = child.optional(".accept_answer .o_wforum_accept_label");

export function applyAccept(root: HTMLElement, target: string, correct: boolean, label: (s: string) => string): void {
  for (const answer of findIn(ANSWER, root)) {
    const isCorrect = correct && answer.matches(target);
    writeIn(TOGGLER, answer, { class: { o_wforum_answer_correct: isCorrect } });
    writeIn(BUTTON, answer, { class: { "btn-success": isCorrect, "btn-outline-secondary": !isCorrect }, attr: { "aria-pressed": String(isCorrect) } });
    writeIn(LABEL, answer, { text: label(isCorrect ? CORRECT_LABEL : ACCEPT_LABEL) });
  }
}

export function applyFavourite(button: HTMLElement, favourite: boolean): void {
  writeOn(button, { class: { o_wforum_gold: favourite, "text-warning": favourite, "text-muted": !favourite }, attr: { "aria-pressed": String(favourite) } });
}
