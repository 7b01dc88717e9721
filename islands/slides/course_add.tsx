// New → Course for course editors (spec 3 §1): a dialog whose form the browser posts once to
// /slides/channel/add; the server then sends the browser to the new course.
import { useEffect, useRef } from "react";
import { defineIsland, Dialog, useService, useTranslate, useWriteBusy, useWriteLock } from "../../src/kit";
import { registerNavbarAction } from "../website/navbar_action";

export const NEW_COURSE_ACTION = "new_slide_channel";
export const COURSE_ADD_ROUTE = "/slides/channel/add";
export const NEW_COURSE_TITLE = "New Course";

export function CourseDialog({ csrfToken, close }: { csrfToken: string; close: () => void }) {
  const _t = useTranslate();
  const form = useRef<HTMLFormElement>(null);
  const lock = useWriteLock();
  const sending = useWriteBusy(lock);
  // the browser posts the form and leaves the page: the lock is kept until it has left
  const submit = () => {
    if (lock.isBusy() || !form.current?.reportValidity() || !lock.claimForNavigation()) return;
    form.current.submit();
  };
  const footer = (
    <>
      <button type="button" className="btn btn-primary o_wslides_channel_create" disabled={sending} onClick={submit}>{_t("Create")}</button>
      <button type="button" className="btn btn-secondary" disabled={sending} onClick={close}>{_t("Discard")}</button>
    </>
  );
  return (
    <Dialog title={_t(NEW_COURSE_TITLE)} size="md" onClose={close} footer={footer} className="o_wslides_channel_dialog">
      <form ref={form} method="post" action={COURSE_ADD_ROUTE} onSubmit={(e) => (e.preventDefault(), submit())}>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <label className="form-label" htmlFor="o_wslides_channel_name">{_t("Course Title")}</label>
        <input id="o_wslides_channel_name" name="name" className="form-control mb-2" required maxLength={200} autoFocus />
        <label className="form-label" htmlFor="o_wslides_channel_description">{_t("Description")}</label>
        <textarea id="o_wslides_channel_description" name="description" className="form-control" rows={3} maxLength={2000} />
      </form>
    </Dialog>
  );
}

function CourseAdd() {
  const dialog = useService("dialog");
  const session = useService("session");
  useEffect(() => registerNavbarAction(NEW_COURSE_ACTION, () => dialog.add(CourseDialog, { csrfToken: session.csrfToken })), [dialog, session]);
  return null;
}

export default defineIsland({
  name: "slides.course_add",
  selector: "#oe_main_menu_navbar [data-action='new_slide_channel']",
  moment: "idle",
  mode: "enhance",
  needs: ["csrf_token"],
  services: ["dialog"],
  Component: CourseAdd,
});
