// An editor's action that asks first, then calls; a failed call says so and changes nothing. One whose
// answer was lost is not sent again: `doneMeanwhile` asks the page as the server has it now.
import { child, ConfirmationDialog, fetchCurrentPage, findIn, isAnswerLost, useService, useTranslate, type HttpService } from "../../src/kit";

export function useConfirmedAction(
  texts: { title: string; body: string; confirm: string; failed: string; lostDone?: string },
  run: () => Promise<unknown>,
  done: (afterLostAnswer: boolean) => void,
  doneMeanwhile?: () => Promise<boolean>,
): () => void {
  const dialog = useService("dialog");
  const notification = useService("notification");
  const _t = useTranslate();
  return () =>
    dialog.add(ConfirmationDialog, {
      title: _t(texts.title),
      body: _t(texts.body),
      confirmLabel: _t(texts.confirm),
      cancelLabel: _t("Cancel"),
      cancel: () => {},
      confirm: async () => {
        try {
          await run();
        } catch (error) {
          const doneAnyway = isAnswerLost(error) && doneMeanwhile ? await doneMeanwhile().catch(() => false) : false;
          if (!doneAnyway) return void notification.add(_t(texts.failed), { type: "danger" });
          if (texts.lostDone) notification.add(_t(texts.lostDone), { type: "warning" });
          return done(true);
        }
        done(false);
      },
    });
}

const COURSE_LIST = child.optional(".o_wslides_slides_list");

/** Whether the course page, read again, lists the course's content but no longer `control`. */
export async function goneFromCourse(http: HttpService, control: string): Promise<boolean> {
  const page = await fetchCurrentPage(http);
  return findIn(COURSE_LIST, page).length > 0 && findIn(child.optional(control), page).length === 0;
}
