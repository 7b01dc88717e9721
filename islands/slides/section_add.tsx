// A course editor adds a section (spec 2 §5 "Add-section form"): a dialog whose form posts to
// /slides/category/add as on the platform, once the browser finds it valid, and only once.
import { defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useRef, useState } from "react";
import { Dialog } from "../../src/components/Dialog";

export const SECTION_ADD_ROUTE = "/slides/category/add";
export const SECTION_ADD_TITLE = "Add a section";

export function SectionDialog({ channelId, csrfToken, close }: { channelId: number; csrfToken: string; close: () => void }) {
  const _t = useTranslate();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const [sending, setSending] = useState(false);
  const submit = () => {
    if (sent.current || !form.current?.reportValidity()) return;
    sent.current = true;
    setSending(true);
    form.current.submit();
  };
  const footer = (
    <>
      <button type="button" className="btn btn-primary" disabled={sending} onClick={submit}>{_t("Save")}</button>
      <button type="button" className="btn btn-secondary" disabled={sending} onClick={close}>{_t("Discard")}</button>
    </>
  );
  return (
    <Dialog title={_t(SECTION_ADD_TITLE)} size="md" onClose={close} footer={footer} className="o_wslides_section_dialog">
      <form ref={form} method="post" action={SECTION_ADD_ROUTE} onSubmit={(e) => (e.preventDefault(), submit())}>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <input type="hidden" name="channel_id" value={channelId} />
        <label className="form-label" htmlFor="o_wslides_section_name">{_t("Section name")}</label>
        <input id="o_wslides_section_name" name="name" className="form-control" required maxLength={200} autoFocus />
      </form>
    </Dialog>
  );
}

function SectionAdd() {
  const button = useHost();
  const dialog = useService("dialog");
  const session = useService("session");
  useHostEvent("click", (event) => {
    event.preventDefault();
    dialog.add(SectionDialog, { channelId: Number(button.dataset.channelId), csrfToken: session.csrfToken });
  });
  return null;
}

export default defineIsland({
  name: "slides.section_add",
  selector: ".o_wslides_js_slide_section_add",
  moment: "load",
  mode: "enhance",
  needs: ["csrf_token"],
  services: ["dialog"],
  Component: SectionAdd,
});
