// Publish toggle (spec 2 §4, §6, §7): the container's controller (or /website/publish) with
// {id, object}; its answer sets css_published / css_unpublished and the ancestor's data-publish.
// Not in editor mode; one call at a time; a failure leaves the state as it was and says so.
import { useState } from "react";
import { attr, defineIsland, isEditing, defineMarkup, useBind, useHost, useService, useWaitFor, useWriteLock, useWriteBusy, useTranslate, writeOn, type IslandProps } from "../../src/kit";

export const PUBLISH_ROUTE = "/website/publish";
export const PUBLISH_FAILED = "The publication state could not be changed. Please try again.";

const markup = defineMarkup({
  attributes: {
    id: attr.int("data-id", 0),
    object: attr.string("data-object"),
    controller: attr.string("data-controller"),
  },
  children: { button: ".js_publish_btn" },
});

function PublishToggle({ attrs, parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const rpc = useService("rpc");
  const _t = useTranslate();
  const notification = useService("notification");
  const waitFor = useWaitFor();
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const [published, setPublished] = useState<boolean | null>(null);

  const toggle = lock.locked(async () => {
    try {
      const answer = Boolean(await waitFor(rpc<boolean>(attrs.controller || PUBLISH_ROUTE, { id: attrs.id, object: attrs.object }, { silent: true })));
      setPublished(answer);
      // the ancestor that carries data-publish is outside the host: it follows the answer
      writeOn(host.closest("[data-publish]"), { attr: { "data-publish": answer ? "on" : "off" } });
    } catch (error) {
      const detail = (error as { data?: { message?: string } })?.data?.message;
      notification.add(detail ? `${_t(PUBLISH_FAILED)} ${detail}` : _t(PUBLISH_FAILED), { type: "danger" });
    }
  });
  const click = (event: Event) => {
    event.preventDefault();
    if (!isEditing()) void toggle();
  };
  useBind(parts, {
    host: {
      class: published === null ? {} : { css_published: published, css_unpublished: !published },
      attr: { "aria-busy": busy ? "true" : null },
    },
    button: { attr: { "aria-pressed": published === null ? undefined : String(published) }, on: { click } },
  });
  return null;
}

export default defineIsland({
  name: "website.publish",
  selector: ".js_publish_management",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  markup,
  Component: PublishToggle,
});
