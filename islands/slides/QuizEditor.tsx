// Course editors' tools on a quiz (spec 3 §2, §7): add, edit, delete and reorder questions;
// `quiz_quick_create` in the address opens the new-question form.
import { useState } from "react";
import { runWrite, useService, useTranslate, useWriteBusy, useWriteLock } from "../../src/kit";
import { RESEQUENCE_ROUTE } from "./course_reorder";
import type { Question } from "./quiz_api";
import { QuestionForm, questionPayload, type AnswerLine } from "./question_form";

export const QUESTION_SAVE_ROUTE = "/slides/slide/quiz/question_add_or_update";
export const QUIZ_EDIT_FAILED = "The quiz could not be changed. Please try again.";
export const quickCreateRequested = (search: string) => new URLSearchParams(search).has("quiz_quick_create");

export function QuizEditor({ slideId, questions, onChanged }: { slideId: number; questions: Question[]; onChanged: () => void }) {
  const rpc = useService("rpc");
  const orm = useService("orm");
  const notification = useService("notification");
  const _t = useTranslate();
  const [editing, setEditing] = useState<number | "new" | null>(() => (quickCreateRequested(window.location.search) ? "new" : null));
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);

  /** One change at a time: a second one of the same task is ignored. */
  const attempt = async (work: () => Promise<unknown>) =>
    (await runWrite(lock, async () => {
      try {
        await work();
        onChanged();
        return true;
      } catch {
        notification.add(_t(QUIZ_EDIT_FAILED), { type: "danger" });
        return false;
      }
    })) ?? false;

  const save = (question: Question | null, index: number) => async (text: string, lines: AnswerLine[]) => {
    const built = questionPayload(text, lines, { slideId, existingId: question?.id ?? false, sequence: index + 1 });
    if (built.error) return _t(built.error);
    if (await attempt(() => rpc(QUESTION_SAVE_ROUTE, { ...built.payload }, { silent: true }))) setEditing(null);
    return null;
  };
  const move = (index: number, step: -1 | 1) => {
    const ids = questions.map((q) => q.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + step, 0, id);
    void attempt(() => rpc(RESEQUENCE_ROUTE, { model: "slide.question", ids }, { silent: true }));
  };
  const initialOf = (q: Question) => ({ question: q.question, answers: q.answer_ids.map((a) => ({ text_value: a.text_value, is_correct: Boolean(a.is_correct), comment: a.comment ?? "" })) });

  return (
    <div className="o_wslides_quiz_editor mt-3 border-top pt-3">
      <ul className="list-unstyled mb-2">
        {questions.map((q, index) => (
          <li key={q.id} className="mb-2 o_wslides_quiz_editor_question" data-question-id={q.id}>
            {editing === q.id ? (
              <QuestionForm initial={initialOf(q)} busy={busy} onSave={save(q, index)} onCancel={() => setEditing(null)} />
            ) : (
              <div className="d-flex align-items-center gap-2">
                <span className="flex-grow-1">{index + 1}. {q.question}</span>
                <button type="button" className="btn btn-sm btn-light border" aria-label={_t("Move up: %s", q.question)} disabled={busy || index === 0} onClick={() => move(index, -1)}><i className="fa fa-arrow-up" aria-hidden="true" /></button>
                <button type="button" className="btn btn-sm btn-light border" aria-label={_t("Move down: %s", q.question)} disabled={busy || index === questions.length - 1} onClick={() => move(index, 1)}><i className="fa fa-arrow-down" aria-hidden="true" /></button>
                <button type="button" className="btn btn-sm btn-light border o_wslides_js_quiz_edit_question" aria-label={_t("Edit: %s", q.question)} disabled={busy} onClick={() => setEditing(q.id)}><i className="fa fa-pencil" aria-hidden="true" /></button>
                <button type="button" className="btn btn-sm btn-light border text-danger o_wslides_js_quiz_delete_question" aria-label={_t("Delete: %s", q.question)} disabled={busy} onClick={() => void attempt(() => orm.call("slide.question", "unlink", [[q.id]]))}><i className="fa fa-trash" aria-hidden="true" /></button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing === "new" ? (
        <QuestionForm busy={busy} onSave={save(null, questions.length)} onCancel={() => setEditing(null)} />
      ) : (
        <button type="button" className="btn btn-light border o_wslides_js_quiz_add_question" disabled={busy} onClick={() => setEditing("new")}><i className="fa fa-plus" aria-hidden="true" /> {_t("Add a question")}</button>
      )}
    </div>
  );
}
