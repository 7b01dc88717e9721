// The quiz's questions and its one action, from the quiz's data alone: the server draws the same
// markup into the lesson page, so nothing moves when the island starts (issue #30).
import { useTranslate } from "../../src/kit";
import type { QuizData, SubmitAnswer } from "./quiz_api";

export interface QuizFormProps {
  quiz: QuizData;
  chosen: Record<number, number>;
  result: SubmitAnswer["answers"];
  completed: boolean;
  busy: boolean;
  member: boolean;
  publicUser: boolean;
  hasNext: boolean;
  onNext?: () => void;
  onChoose: (questionId: number, answerId: number) => void;
  onRetake: () => void;
  onSubmit: () => void;
  onJoin: () => void;
}

export function QuizForm({ quiz, chosen, result, completed, busy, member, publicUser, hasNext, onNext, onChoose, onRetake, onSubmit, onJoin }: QuizFormProps) {
  const _t = useTranslate();
  return (
  <form className="o_wslides_js_quiz_form" onSubmit={(e) => e.preventDefault()} aria-label={_t("Quiz")}>
    {quiz.slide_questions.map((question, index) => (
      <fieldset key={question.id} className="o_wslides_js_lesson_quiz_question mb-3" data-question-id={question.id} data-title={question.question}>
        <legend className="h6">{index + 1}. {question.question}</legend>
        {question.answer_ids.map((answer) => {
          const correction = result[answer.id];
          const state = correction ? (correction.is_correct ? "text-success" : "text-danger") : "";
          return (
            <div key={answer.id} className={`form-check o_wslides_quiz_answer ${state}`} data-answer-id={answer.id} data-text={answer.text_value}>
              <input
                className="form-check-input" type="radio" id={`answer-${answer.id}`} name={`question-${question.id}`} checked={chosen[question.id] === answer.id}
                disabled={completed || busy} onChange={() => onChoose(question.id, answer.id)}
              />
              <label className="form-check-label" htmlFor={`answer-${answer.id}`}>
                {answer.text_value}
                {correction ? <i className={`fa ms-2 ${correction.is_correct ? "fa-check-circle" : "fa-times-circle"}`} role="img" aria-label={correction.is_correct ? _t("Correct") : _t("Wrong")} /> : null}
              </label>
              {correction?.comment ? <div className="small o_wslides_quiz_answer_comment">{correction.comment}</div> : null}
            </div>
          );
        })}
      </fieldset>
    ))}
    <div className="d-flex align-items-center gap-3 flex-wrap">
      {completed ? (
        <>
          <span className="text-success fw-bold o_wslides_quiz_done">
            <i className="fa fa-check" aria-hidden="true" /> {_t("Done!")} {quiz.quiz_karma_won ? `+${quiz.quiz_karma_won} XP` : ""}
          </span>
          {member ? (
            <button type="button" className="btn btn-light border o_wslides_js_lesson_quiz_reset" disabled={busy} onClick={onRetake}>{_t("Retake")}</button>
          ) : null}
          {hasNext && onNext ? (
            <button type="button" className="btn btn-primary o_wslides_quiz_next" onClick={onNext}>{_t("Next lesson")}</button>
          ) : null}
        </>
      ) : member ? (
        <button type="button" className="btn btn-primary o_wslides_js_lesson_quiz_submit" disabled={busy} onClick={onSubmit}>{_t("Check your answers")}</button>
      ) : (
        <button type="button" className="btn btn-primary o_wslides_js_lesson_quiz_join" disabled={busy} onClick={onJoin}>
          {publicUser ? _t("Log in & Submit") : _t("Join & Submit")}
        </button>
      )}
      {!completed ? (
        <span className="small text-muted o_wslides_quiz_karma_gain">
          {quiz.quiz_attempts_count ? `${_t("Attempts")}: ${quiz.quiz_attempts_count} · ` : ""}
          {_t("Reward")}: +{quiz.quiz_karma_gain} XP
        </span>
      ) : null}
    </div>
  </form>
  );
}
