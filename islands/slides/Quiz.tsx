// A lesson's quiz (spec 3 §2, §4, §5, §8): radio answers, submit with per-answer correction,
// finish dialog, retake; a public user's answers go to the session before logging in, and come
// back checked (and are submitted once they are a member).
import { browserNavigation, useService, useTranslate } from "../../src/kit";
import { useEffect, useRef, useState } from "react";
import { runWrite } from "../../src/kit";
import { useWriteBusy, useWriteLock } from "../../src/kit";
import { joinCourse } from "./join";
import * as M from "./messages";
import { QuizEditor } from "./QuizEditor";
import { QuizFinishDialog } from "./QuizFinishDialog";
import {
  QUIZ_GET, QUIZ_RESET, QUIZ_SAVE_TO_SESSION, allAnswered, chosenFromSession, submitErrorMessage, submitQuiz,
  type QuizData, type SubmitAnswer,
} from "./quiz_api";

export interface QuizProps {
  slideId: number;
  channelId: number;
  completed: boolean;
  isMember: boolean;
  publicUser: boolean;
  sessionAnswers: number[];
  hasNext: boolean;
  onNext?: () => void;
  onCompleted?: (channelCompletion: number) => void;
  /** Course editors get the quiz editor (hidden once the quiz is complete). */
  canEdit?: boolean;
}

export const LOGIN_URL = "/web/login?redirect=";

export function Quiz({ slideId, channelId, completed: initiallyCompleted, isMember, publicUser, sessionAnswers, hasNext, onNext, onCompleted, canEdit = false }: QuizProps) {
  const rpc = useService("rpc");
  const notification = useService("notification");
  const dialog = useService("dialog");
  const _t = useTranslate();
  const [quiz, setQuiz] = useState<QuizData | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [result, setResult] = useState<SubmitAnswer["answers"]>({});
  const [completed, setCompleted] = useState(initiallyCompleted);
  // One write at a time (a synchronous lock: a second submit of the same task is ignored).
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const autoSubmitted = useRef(false);
  const [version, setVersion] = useState(0);

  const warn = (message: string) => notification.add(_t(message), { type: "warning", sticky: true });

  const submit = async (answers: Record<number, number>, data: QuizData) => {
    if (!allAnswered(data.slide_questions, answers)) return warn(M.QUIZ_INCOMPLETE);
    await runWrite(lock, async () => {
      try {
        const answer = await submitQuiz(rpc, slideId, Object.values(answers));
        if (answer.error) return warn(submitErrorMessage(answer.error));
        setResult(answer.answers);
        setQuiz({ ...data, quiz_attempts_count: answer.quizAttemptsCount ?? data.quiz_attempts_count + 1, quiz_karma_gain: answer.quizKarmaGain ?? data.quiz_karma_gain, quiz_karma_won: answer.quizKarmaWon ?? 0 });
        if (answer.completed) {
          setCompleted(true);
          onCompleted?.(answer.channel_completion);
          dialog.add(QuizFinishDialog, { karmaWon: answer.quizKarmaWon ?? 0, rank: answer.rankProgress ?? {}, hasNext, onNext });
        }
      } catch {
        // Nothing was corrected: the chosen answers stay, to be sent again.
        notification.add(_t(M.QUIZ_ERROR), { type: "danger", sticky: true });
      }
    });
  };

  useEffect(() => {
    let live = true;
    rpc<QuizData>(QUIZ_GET, { slide_id: slideId }, { silent: true }).then(
      (data) => {
        if (!live) return;
        setQuiz(data);
        const fromSession = chosenFromSession(data.slide_questions, sessionAnswers);
        setChosen(fromSession);
        if (isMember && !initiallyCompleted && sessionAnswers.length && !autoSubmitted.current) {
          autoSubmitted.current = true;
          void submit(fromSession, data);
        }
      },
      () => live && setLoadFailed(true),
    );
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slideId, version]);

  /** A visitor or a non-member: answers to the session, then log in (public) or join (signed in). */
  const joinAndSubmit = async (data: QuizData) => {
    const ids = Object.values(chosen);
    if (ids.length !== data.slide_questions.length) return warn(M.QUIZ_INCOMPLETE);
    await runWrite(lock, async (keepLocked) => {
      try {
        await rpc(QUIZ_SAVE_TO_SESSION, { quiz_answers: { slide_id: slideId, slide_answers: ids } }, { silent: true });
        if (publicUser) {
          keepLocked();
          return browserNavigation.assign(LOGIN_URL + encodeURIComponent(window.location.pathname + window.location.search));
        }
        const answer = await joinCourse(rpc, channelId);
        if (answer.error && answer.error !== "join_done") return warn(M.UNKNOWN_ERROR);
        keepLocked();
        browserNavigation.reload();
      } catch {
        notification.add(_t(M.QUIZ_ERROR), { type: "danger", sticky: true });
      }
    });
  };

  const retake = () =>
    runWrite(lock, async (keepLocked) => {
      try {
        await rpc(QUIZ_RESET, { slide_id: slideId }, { silent: true });
        keepLocked();
        browserNavigation.reload();
      } catch {
        notification.add(_t(M.QUIZ_ERROR), { type: "danger", sticky: true });
      }
    });

  if (loadFailed) return <div className="alert alert-danger o_wslides_quiz_error">{_t(M.QUIZ_ERROR)}</div>;
  if (!quiz) return <div className="text-muted o_wslides_quiz_loading" aria-busy="true">{_t("Loading the quiz…")}</div>;
  const member = isMember && !publicUser;
  const editor = canEdit && !completed ? <QuizEditor slideId={slideId} questions={quiz.slide_questions} onChanged={() => setVersion((v) => v + 1)} /> : null;
  return (
    <>
    {quiz.slide_questions.length ? (
    <form className="o_wslides_js_quiz_form" onSubmit={(e) => e.preventDefault()} aria-label={_t("Quiz")}>
      {quiz.slide_questions.map((question, index) => (
        <fieldset key={question.id} className="o_wslides_js_lesson_quiz_question mb-3" data-question-id={question.id}>
          <legend className="h6">
            {index + 1}. {question.question}
          </legend>
          {question.answer_ids.map((answer) => {
            const correction = result[answer.id];
            const state = correction ? (correction.is_correct ? "text-success" : "text-danger") : "";
            return (
              <div key={answer.id} className={`form-check o_wslides_quiz_answer ${state}`} data-answer-id={answer.id}>
                <input
                  className="form-check-input"
                  type="radio"
                  id={`answer-${answer.id}`}
                  name={`question-${question.id}`}
                  checked={chosen[question.id] === answer.id}
                  disabled={completed || busy}
                  onChange={() => {
                    setChosen({ ...chosen, [question.id]: answer.id });
                    setResult({});
                  }}
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
              <button type="button" className="btn btn-light border o_wslides_js_lesson_quiz_reset" disabled={busy} onClick={() => void retake()}>
                {_t("Retake")}
              </button>
            ) : null}
            {hasNext && onNext ? (
              <button type="button" className="btn btn-primary o_wslides_quiz_next" onClick={onNext}>
                {_t("Next lesson")}
              </button>
            ) : null}
          </>
        ) : member ? (
          <button type="button" className="btn btn-primary o_wslides_js_lesson_quiz_submit" disabled={busy} onClick={() => void submit(chosen, quiz)}>
            {_t("Check your answers")}
          </button>
        ) : (
          <button type="button" className="btn btn-primary o_wslides_js_lesson_quiz_join" disabled={busy} onClick={() => void joinAndSubmit(quiz)}>
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
    ) : null}
    {editor}
    </>
  );
}
