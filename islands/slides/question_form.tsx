// The quiz editor's question form (spec 3 §3 "Question on save", §5): question text, answer lines
// (text, correct, optional comment). Blank answer lines are dropped and the rest numbered from 1.
import { useState } from "react";
import { useTranslate } from "../../src/kit";

export const FILL_QUESTION = "Please fill in the question";
export const ONE_ANSWER = "Please add at least one answer.";

export interface AnswerLine { text_value: string; is_correct: boolean; comment: string }
export function questionPayload(text: string, lines: AnswerLine[], where: { slideId: number; existingId: number | false; sequence: number }) {
  const question = text.trim();
  if (!question) return { error: FILL_QUESTION };
  const answers = lines.filter((line) => line.text_value.trim()).map((line, index) => ({ sequence: index + 1, text_value: line.text_value.trim(), is_correct: line.is_correct, comment: line.comment.trim() }));
  if (!answers.length) return { error: ONE_ANSWER };
  return { payload: { existing_question_id: where.existingId, sequence: where.sequence, question, slide_id: where.slideId, answer_ids: answers } };
}

const blank = (): AnswerLine => ({ text_value: "", is_correct: false, comment: "" });

export function QuestionForm({ initial, onSave, onCancel, busy }: { initial?: { question: string; answers: AnswerLine[] }; onSave: (text: string, lines: AnswerLine[]) => Promise<string | null>; onCancel: () => void; busy: boolean }) {
  const _t = useTranslate();
  const [text, setText] = useState(initial?.question ?? "");
  const [lines, setLines] = useState<AnswerLine[]>(initial?.answers.length ? [...initial.answers, blank()] : [blank(), blank()]);
  const [error, setError] = useState("");
  const change = (index: number, patch: Partial<AnswerLine>) => setLines(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <div className="o_wslides_quiz_question_form border rounded p-3 mb-3 bg-light">
      <label className="form-label fw-bold" htmlFor="o_wslides_question_text">{_t("Question")}</label>
      <input id="o_wslides_question_text" className={`form-control mb-2${error ? " is-invalid" : ""}`} value={text} onChange={(e) => setText(e.target.value)} autoFocus />
      {lines.map((line, index) => (
        <div className="d-flex gap-2 align-items-center mb-2 o_wslides_quiz_answer_line" key={index}>
          <input className="form-check-input mt-0" type="checkbox" aria-label={_t("Correct answer %s", String(index + 1))} checked={line.is_correct} onChange={(e) => change(index, { is_correct: e.target.checked })} />
          <input className="form-control form-control-sm" aria-label={_t("Answer %s", String(index + 1))} value={line.text_value} onChange={(e) => change(index, { text_value: e.target.value })} />
          <input className="form-control form-control-sm" aria-label={_t("Comment %s", String(index + 1))} placeholder={_t("Comment (optional)")} value={line.comment} onChange={(e) => change(index, { comment: e.target.value })} />
        </div>
      ))}
      <button type="button" className="btn btn-link btn-sm px-0 mb-2" onClick={() => setLines([...lines, blank()])}>{_t("Add an answer line")}</button>
      {error ? <div className="text-danger small mb-2 o_wslides_quiz_form_error" role="alert">{error}</div> : null}
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary btn-sm o_wslides_js_quiz_validate_question" disabled={busy} onClick={async () => setError((await onSave(text, lines)) ?? "")}>{_t("Save")}</button>
        <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={onCancel}>{_t("Cancel")}</button>
      </div>
    </div>
  );
}
