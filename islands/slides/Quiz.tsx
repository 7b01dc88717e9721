// A lesson's quiz (spec 3 §2, §4, §5, §8): answers, corrections, finish dialog, retake; a visitor's
// answers go to the session before logging in or joining, and are submitted once a member.
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { browserNavigation, checked, runWrite, useService, useTranslate, useWriteBusy, useWriteLock } from "../../src/kit";
import { joinCourse } from "./join";
import * as M from "./messages";
import { QuizFinishDialog } from "./QuizFinishDialog";
import { QuizForm } from "./QuizForm";
import {
  QUIZ_GET, QUIZ_RESET, QUIZ_SAVE_TO_SESSION, allAnswered, chosenFromSession, isQuizData, submitErrorMessage, submitQuiz, type QuizData, type SubmitAnswer,
} from "./quiz_api";

// Course editors only: its code is not part of every learner's lesson page.
const QuizEditor = lazy(() => import("./QuizEditor").then((module) => ({ default: module.QuizEditor })));

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
  /** The quiz the page already shows (quizFromMarkup): drawn at once, then refreshed by the quiz's call. */
  initialQuiz?: QuizData | null;
}

export const LOGIN_URL = "/web/login?redirect=";

export function Quiz({ slideId, channelId, completed: initiallyCompleted, isMember, publicUser, sessionAnswers, hasNext, onNext, onCompleted, canEdit = false, initialQuiz = null }: QuizProps) {
  const rpc = useService("rpc");
  const notification = useService("notification");
  const dialog = useService("dialog");
  const _t = useTranslate();
  const [quiz, setQuiz] = useState<QuizData | null>(initialQuiz);
  const [loadFailed, setLoadFailed] = useState(false);
  const [chosen, setChosen] = useState<Record<number, number>>(() => (initialQuiz ? chosenFromSession(initialQuiz.slide_questions, sessionAnswers) : {}));
  const [result, setResult] = useState<SubmitAnswer["answers"]>({});
  const [completed, setCompleted] = useState(initiallyCompleted);
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const autoSubmitted = useRef(false);
  const [version, setVersion] = useState(0);

  const warn = (message: string) => notification.add(_t(message), { type: "warning", sticky: true });
  const failed = () => notification.add(_t(M.QUIZ_ERROR), { type: "danger", sticky: true });

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
        failed(); // nothing was corrected: the chosen answers stay, to be sent again
      }
    });
  };

  useEffect(() => {
    let live = true;
    rpc(QUIZ_GET, { slide_id: slideId }, { silent: true }).then(checked(isQuizData)).then(
      (data) => {
        if (!live) return;
        setQuiz(data);
        const fromSession = chosenFromSession(data.slide_questions, sessionAnswers);
        // Answers picked on the questions the page showed before this answer came are kept.
        setChosen((current) => (Object.keys(current).length ? current : fromSession));
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

  /** A write after which the page leaves (`leave` says where, or false), under the lock. */
  const writeAndLeave = (write: () => Promise<(() => void) | false>) =>
    runWrite(lock, async (keepLocked) => {
      try {
        const leave = await write();
        if (!leave) return;
        keepLocked();
        leave();
      } catch {
        failed();
      }
    });

  /** A visitor or a non-member: answers to the session, then log in (public) or join (signed in). */
  const joinAndSubmit = (data: QuizData) => {
    const ids = Object.values(chosen);
    if (ids.length !== data.slide_questions.length) return warn(M.QUIZ_INCOMPLETE);
    void writeAndLeave(async () => {
      await rpc(QUIZ_SAVE_TO_SESSION, { quiz_answers: { slide_id: slideId, slide_answers: ids } }, { silent: true });
      if (publicUser) return () => browserNavigation.assign(LOGIN_URL + encodeURIComponent(window.location.pathname + window.location.search));
      const answer = await joinCourse(rpc, channelId);
      if (!answer.error || answer.error === "join_done") return () => browserNavigation.reload();
      warn(M.UNKNOWN_ERROR);
      return false;
    });
  };

  const retake = () =>
    writeAndLeave(async () => {
      await rpc(QUIZ_RESET, { slide_id: slideId }, { silent: true });
      return () => browserNavigation.reload();
    });

  if (loadFailed) return <div className="alert alert-danger o_wslides_quiz_error">{_t(M.QUIZ_ERROR)}</div>;
  if (!quiz) return <div className="text-muted o_wslides_quiz_loading" aria-busy="true">{_t("Loading the quiz…")}</div>;
  return (
    <>
      {quiz.slide_questions.length ? (
        <QuizForm
          quiz={quiz} chosen={chosen} result={result} completed={completed} busy={busy} member={isMember && !publicUser} publicUser={publicUser}
          hasNext={hasNext} onNext={onNext}
          onChoose={(questionId, answerId) => (setChosen({ ...chosen, [questionId]: answerId }), setResult({}))}
          onRetake={() => void retake()} onSubmit={() => void submit(chosen, quiz)} onJoin={() => joinAndSubmit(quiz)}
        />
      ) : null}
      {canEdit && !completed ? (
        <Suspense fallback={null}>
          <QuizEditor slideId={slideId} questions={quiz.slide_questions} onChanged={() => setVersion((v) => v + 1)} />
        </Suspense>
      ) : null}
    </>
  );
}
