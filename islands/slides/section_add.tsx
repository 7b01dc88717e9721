// A course editor adds a section (spec 2 §5 "Add-section form"): a dialog whose form posts to
// /slides/category/add as on the platform (its fields and csrf_token), once the browser finds it
// valid, and only once at a time. It is posted in the background so that a failure keeps the
// dialog and the typed name, says so, and lets Save try again; on success the course page is
// shown again (where the platform's redirect leads). A post whose answer was lost is not sent
// again blindly: the course page is read again, and a section of that name that appeared there
// means it was added (the page is shown again with it).
import { browserNavigation, defineIsland, fetchCurrentPage, isAnswerLost, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useRef, useState } from "react";
import { Dialog } from "../../src/components/Dialog";

export const SECTION_ADD_ROUTE = "/slides/category/add";
export const SECTION_ADD_TITLE = "Add a section";
export const SECTION_ADD_FAILED = "The section could not be added. Please try again.";
const SECTION_NAMES = ".o_wslides_slide_list_category_header h3";

/** How many sections of the page are named `name`. */
export const sectionsNamed = (root: ParentNode, name: string) => [...root.querySelectorAll(SECTION_NAMES)].filter((h) => h.textContent?.trim() === name).length;

export function SectionDialog({ channelId, close }: { channelId: number; close: () => void }) {
  const _t = useTranslate();
  const http = useService("http");
  const form = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  /** After a lost answer: whether the course page now has one more section of that name. */
  const addedMeanwhile = async (name: string) => {
    const page = await fetchCurrentPage(http).catch(() => null);
    return page !== null && sectionsNamed(page, name) > sectionsNamed(document, name);
  };

  const submit = async () => {
    if (sending.current || !form.current?.reportValidity()) return;
    sending.current = true;
    setBusy(true);
    setFailed(false);
    const name = String(new FormData(form.current).get("name") ?? "").trim();
    try {
      await http.post(SECTION_ADD_ROUTE, { channel_id: channelId, name }, "text");
      return browserNavigation.reload();
    } catch (error) {
      if (isAnswerLost(error) && (await addedMeanwhile(name))) return browserNavigation.reload();
    }
    sending.current = false;
    setBusy(false);
    setFailed(true);
  };
  const footer = (
    <>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit()}>{_t("Save")}</button>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={close}>{_t("Discard")}</button>
    </>
  );
  return (
    <Dialog title={_t(SECTION_ADD_TITLE)} size="md" onClose={close} footer={footer} className="o_wslides_section_dialog">
      <form ref={form} method="post" action={SECTION_ADD_ROUTE} onSubmit={(e) => (e.preventDefault(), void submit())}>
        {failed ? <div className="alert alert-danger o_wslides_section_error" role="alert">{_t(SECTION_ADD_FAILED)}</div> : null}
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
  useHostEvent("click", (event) => {
    event.preventDefault();
    dialog.add(SectionDialog, { channelId: Number(button.dataset.channelId) });
  });
  return null;
}

export default defineIsland({
  name: "slides.section_add",
  selector: ".o_wslides_js_slide_section_add",
  moment: "load",
  mode: "enhance",
  needs: ["csrf_token"],
  services: ["dialog", "http"],
  Component: SectionAdd,
});
