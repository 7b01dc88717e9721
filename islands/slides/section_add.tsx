// A course editor adds a section (spec 2 §5 "Add-section form"): the form posted in the background so
// that a failure keeps the dialog; after a lost answer, a section of that name newly on the course
// page read again means it was added.
import { useRef, useState } from "react";
import {
  attr, browserNavigation, child, defineIsland, defineMarkup, Dialog, fetchCurrentPage, findIn, isAnswerLost, reloadWithNotice, runWrite, useBind, useNoticeAfterReload, useService,
  useTranslate, useWriteBusy, useWriteLock, type IslandProps,
} from "../../src/kit";
import { COURSE_EDIT_NOTICES, SECTION_ADD_LOST_DONE } from "./course_notices";

export { SECTION_ADD_LOST_DONE };

export const SECTION_ADD_ROUTE = "/slides/category/add";
export const SECTION_ADD_TITLE = "Add a section";
export const SECTION_ADD_FAILED = "The section could not be added. Please try again.";
const SECTION_NAMES = child.optional(".o_wslides_slide_list_category_header h3");

export const sectionsNamed = (root: ParentNode, name: string) => findIn(SECTION_NAMES, root).filter((h) => h.textContent?.trim() === name).length;

export function SectionDialog({ channelId, close }: { channelId: number; close: () => void }) {
  const _t = useTranslate();
  const http = useService("http");
  const form = useRef<HTMLFormElement>(null);
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const [failed, setFailed] = useState(false);

  /** After a lost answer: whether the course page now has one more section of that name. */
  const addedMeanwhile = async (name: string) => {
    const page = await fetchCurrentPage(http).catch(() => null);
    return page !== null && sectionsNamed(page, name) > sectionsNamed(document, name);
  };

  const submit = () => {
    if (lock.isBusy() || !form.current?.reportValidity()) return;
    const name = String(new FormData(form.current).get("name") ?? "").trim();
    void runWrite(lock, async (keepLocked) => {
      setFailed(false);
      try {
        await http.post(SECTION_ADD_ROUTE, { channel_id: channelId, name }, "text");
        keepLocked();
        return browserNavigation.reload();
      } catch (error) {
        if (!isAnswerLost(error) || !(await addedMeanwhile(name))) return setFailed(true);
        keepLocked();
        reloadWithNotice(SECTION_ADD_LOST_DONE, "warning");
      }
    });
  };
  const footer = (
    <>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={submit}>{_t("Save")}</button>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={close}>{_t("Discard")}</button>
    </>
  );
  return (
    <Dialog title={_t(SECTION_ADD_TITLE)} size="md" onClose={close} footer={footer} className="o_wslides_section_dialog">
      <form ref={form} method="post" action={SECTION_ADD_ROUTE} onSubmit={(e) => (e.preventDefault(), submit())}>
        {failed ? <div className="alert alert-danger o_wslides_section_error" role="alert">{_t(SECTION_ADD_FAILED)}</div> : null}
        <input type="hidden" name="channel_id" value={channelId} />
        <label className="form-label" htmlFor="o_wslides_section_name">{_t("Section name")}</label>
        <input id="o_wslides_section_name" name="name" className="form-control" required maxLength={200} autoFocus />
      </form>
    </Dialog>
  );
}

const markup = defineMarkup({ attributes: { channelId: attr.int("data-channel-id", 0) } });

function SectionAdd({ attrs, parts }: IslandProps<typeof markup>) {
  const dialog = useService("dialog");
  useNoticeAfterReload(COURSE_EDIT_NOTICES);
  useBind(parts, { host: { on: { click: (event) => (event.preventDefault(), dialog.add(SectionDialog, { channelId: attrs.channelId })) } } });
  return null;
}

export default defineIsland({
  name: "slides.section_add",
  selector: ".o_wslides_js_slide_section_add",
  moment: "load",
  mode: "enhance",
  needs: ["csrf_token"],
  services: ["dialog", "http", "notification"],
  markup,
  Component: SectionAdd,
});
