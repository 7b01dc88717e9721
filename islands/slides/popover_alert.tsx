// A short message shown as a popover on the element it concerns (votes, joins); the login and
// sign-up prompts carry a link the message builds itself (values escaped).
import { useTranslate, type PopoverService } from "../../src/kit";

function Alert({ text, html, close }: { text?: string; html?: string; close: () => void }) {
  const _t = useTranslate();
  return (
    <div className="popover-body o_wslides_popover_alert" role="alert">
      {html !== undefined ? <span dangerouslySetInnerHTML={{ __html: html }} /> : text}
      <button type="button" className="btn-close btn-sm ms-2 align-middle" aria-label={_t("Close")} onClick={close} />
    </div>
  );
}

export function popoverAlert(popover: PopoverService, target: HTMLElement, message: { text?: string; html?: string }): () => void {
  return popover.add(target, Alert, message, { position: "top" });
}

/** A login or sign-up prompt: our own markup with the current address, encoded. */
export function promptHtml(template: string, redirect: string): string {
  return template.replace("%s", encodeURIComponent(redirect));
}
