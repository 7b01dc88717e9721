// An editor's action that asks first (archive a lesson, delete a section): a confirmation dialog,
// then the call; a failed call says so in a notification and changes nothing on the page.
import { useService, useTranslate } from "../../src/kit";
import { ConfirmationDialog } from "../../src/components/ConfirmationDialog";

export interface ConfirmedActionTexts {
  title: string;
  body: string;
  confirm: string;
  failed: string;
}

export function useConfirmedAction(texts: ConfirmedActionTexts, run: () => Promise<unknown>, done: () => void): () => void {
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
        } catch {
          notification.add(_t(texts.failed), { type: "danger" });
          return;
        }
        done();
      },
    });
}
