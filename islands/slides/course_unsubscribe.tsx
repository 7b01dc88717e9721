// A member's notifications and leave dialog (spec 3 §2, §4): follow or not (Save / Discard), or
// 'or Leave the course', which asks again (the leave state) before leaving. The page reloads after a change.
import { useState } from "react";
import {
  attr, browserNavigation, defineIsland, defineMarkup, Dialog, runWrite, useBind, useService, useTranslate, useWriteBusy, useWriteLock, type IslandProps,
} from "../../src/kit";

export const CHANGE_NOT_SAVED = "The change could not be saved. Please try again.";

export const SUBSCRIBE_ROUTE = "/slides/channel/subscribe";
export const UNSUBSCRIBE_ROUTE = "/slides/channel/unsubscribe";
export const LEAVE_ROUTE = "/slides/channel/leave";
export const NOTIFICATIONS_TITLE = "Notifications";
export const FOLLOW_LABEL = "Receive notifications when new content is added to this course";
export const OR_LEAVE = "or Leave the course";
export const LEAVE_TITLE = "Leave the course";
export const LEAVE_CONFIRM = "Do you really want to leave the course?";

export function SubscriptionDialog({ channelId, following, close }: { channelId: number; following: boolean; close: () => void }) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const [state, setState] = useState<"subscription" | "leave">("subscription");
  const [follow, setFollow] = useState(following);
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const [failed, setFailed] = useState(false);

  const run = (route: string) =>
    runWrite(lock, async (keepLocked) => {
      setFailed(false);
      try {
        await rpc(route, { channel_id: channelId }, { silent: true });
        keepLocked();
        close();
        browserNavigation.reload();
      } catch {
        setFailed(true);
      }
    });
  const save = () => (follow === following ? close() : void run(follow ? SUBSCRIBE_ROUTE : UNSUBSCRIBE_ROUTE));
  const leaving = state === "leave";
  const footer = leaving ? (
    <>
      <button type="button" className="btn btn-danger o_wslides_js_leave" disabled={busy} onClick={() => void run(LEAVE_ROUTE)}>{_t(LEAVE_TITLE)}</button>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => setState("subscription")}>{_t("Cancel")}</button>
    </>
  ) : (
    <>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={save}>{_t("Save")}</button>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={close}>{_t("Discard")}</button>
      <button type="button" className="btn btn-link text-danger o_wslides_js_go_leave" disabled={busy} onClick={() => setState("leave")}>{_t(OR_LEAVE)}</button>
    </>
  );
  return (
    <Dialog title={_t(leaving ? LEAVE_TITLE : NOTIFICATIONS_TITLE)} size="md" onClose={close} className="o_wslides_course_unsubscribe_dialog" footer={footer}>
      {leaving ? (
        <p className="mb-0">{_t(LEAVE_CONFIRM)}</p>
      ) : (
        <div className="form-check">
          <input className="form-check-input" type="checkbox" id="o_wslides_follow" checked={follow} onChange={(e) => setFollow(e.target.checked)} />
          <label className="form-check-label" htmlFor="o_wslides_follow">{_t(FOLLOW_LABEL)}</label>
        </div>
      )}
      {failed ? <p className="text-danger small mt-2 mb-0" role="alert">{_t(CHANGE_NOT_SAVED)}</p> : null}
    </Dialog>
  );
}

const markup = defineMarkup({
  attributes: { channelId: attr.int("data-channel-id", 0), follower: attr.oneOf("data-is-follower", ["True", "False"], "False") },
});

function CourseUnsubscribe({ attrs, parts }: IslandProps<typeof markup>) {
  const dialog = useService("dialog");
  const open = (event: MouseEvent) => (event.preventDefault(), dialog.add(SubscriptionDialog, { channelId: attrs.channelId, following: attrs.follower === "True" }));
  useBind(parts, { host: { on: { click: open } } });
  return null;
}

export default defineIsland({
  name: "slides.course_unsubscribe",
  selector: ".o_wslides_js_channel_unsubscribe",
  moment: "load",
  mode: "enhance",
  services: ["dialog"],
  markup,
  Component: CourseUnsubscribe,
});
