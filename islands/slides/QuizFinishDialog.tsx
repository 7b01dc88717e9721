// The quiz's finish dialog (spec 3 §2): karma gained and the rank bar moving from the previous
// progress to the new one (800 ms; 1700 ms and 'Level up!' on a rank change).
import { useEffect, useState } from "react";
import { Dialog, useTimeouts, useTranslate } from "../../src/kit";
import * as M from "./messages";
import type { RankProgress } from "./quiz_api";
import { rankAnimationMs } from "./lesson";

/** Under the bar: the new rank's description on a level up or at the last rank, else its motivational line. */
export function rankText(rank: RankProgress): string {
  if ((rank.level_up || rank.last_rank) && rank.description) return rank.description;
  return rank.new_rank?.motivational ?? "";
}

type QuizFinishProps = { karmaWon: number; rank: RankProgress; hasNext: boolean; onNext?: () => void; close: () => void };

export function QuizFinishDialog({ karmaWon, rank, hasNext, onNext, close }: QuizFinishProps) {
  const _t = useTranslate();
  const levelUp = Boolean(rank.level_up);
  const duration = rankAnimationMs(levelUp);
  const start = levelUp ? 0 : (rank.previous_rank?.progress ?? 0);
  const end = rank.new_rank?.progress ?? start;
  const [width, setWidth] = useState(start);
  const timeouts = useTimeouts();
  useEffect(() => timeouts.set(() => setWidth(end), 0), [end, timeouts]);
  const footer = (
    <>
      {hasNext && onNext ? (
        <button type="button" className="btn btn-primary o_wslides_quiz_next" onClick={() => (close(), onNext())}>{_t("Next lesson")}</button>
      ) : null}
      <button type="button" className="btn btn-secondary" onClick={close}>{_t("Close")}</button>
    </>
  );
  return (
    <Dialog title={levelUp ? _t(M.LEVEL_UP) : _t(M.QUIZ_DONE_TITLE)} size="md" footer={footer} className="o_wslides_quiz_modal" onClose={close}>
      <p className="h4 text-center o_wslides_quiz_karma_won">+ {karmaWon} XP</p>
      {rank.new_rank ? (
        <div className="o_wslides_quiz_rank">
          {/* The last rank has nothing left to fill: its description instead of a bar. */}
          {rank.last_rank ? null : (
            <>
              <div className="d-flex justify-content-between small text-muted">
                <span>{rank.new_rank.lower_bound}</span>
                <span>{rank.new_rank.karma} XP</span>
                <span>{rank.new_rank.upper_bound}</span>
              </div>
              <div className="progress" role="progressbar" aria-label={_t("Rank progress")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={width}>
                <div className="progress-bar bg-success o_wslides_quiz_rank_bar" data-animation-ms={duration} style={{ width: `${width}%`, transition: `width ${duration}ms ease-out` }} />
              </div>
            </>
          )}
          <p className="mt-2 mb-0 small o_wslides_quiz_rank_text">{rankText(rank)}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
