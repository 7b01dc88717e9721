// Accepting an answer toggles its correct mark; only one answer of the page carries it
// (spec 3 §4 "Forum").
export const ACCEPT_LABEL = "Accept";
export const CORRECT_LABEL = "Correct answer";

export function applyAccept(root: HTMLElement, target: string, correct: boolean, label: (s: string) => string): void {
  for (const answer of root.querySelectorAll<HTMLElement>(".forum_answer")) {
    const isCorrect = correct && answer.matches(target);
    answer.querySelector(".o_wforum_validate_toggler")?.classList.toggle("o_wforum_answer_correct", isCorrect);
    const button = answer.querySelector<HTMLElement>(".accept_answer");
    if (!button) continue;
    button.classList.toggle("btn-success", isCorrect);
    button.classList.toggle("btn-outline-secondary", !isCorrect);
    button.setAttribute("aria-pressed", String(isCorrect));
    const text = button.querySelector(".o_wforum_accept_label");
    if (text) text.textContent = label(isCorrect ? CORRECT_LABEL : ACCEPT_LABEL);
  }
}

export function applyFavourite(button: HTMLElement, favourite: boolean): void {
  button.classList.toggle("o_wforum_gold", favourite);
  button.classList.toggle("text-warning", favourite);
  button.classList.toggle("text-muted", !favourite);
  button.setAttribute("aria-pressed", String(favourite));
}
