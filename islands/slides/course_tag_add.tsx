// Course editors add a tag (spec 3 §2, §5, §7, §8), existing or new (with a tag group). A failed add
// keeps the dialog; after a lost answer, the tag newly on the course page read again means it was added.
import { useEffect, useRef, useState } from "react";
import {
  attr, browserNavigation, checked, child, defineIsland, defineMarkup, Dialog, fetchCurrentPage, findIn, is, isAnswerLost, runWrite, useBind, useService,
  useTranslate, useWriteBusy, useWriteLock, type IslandProps,
} from "../../src/kit";
import { ChoiceOrNew } from "./ChoiceOrNew";
import { NEW_CHOICE } from "./upload_form";

export const TAG_SEARCH_ROUTE = "/slides/channel/tag/search_read";
export const GROUP_SEARCH_ROUTE = "/slides/channel/tag/group/search_read";
export const TAG_ADD_ROUTE = "/slides/channel/tag/add";
/** A tag created (or found) outside any course, e.g. while a course is being created. */
export const TAG_CREATE_ROUTE = "/slide_channel_tag/add";
export const ADD_TAG_TITLE = "Add a tag";
export const NEW_OPTION = NEW_CHOICE;
export const TAGS_NOT_LOADED = "The tags could not be loaded. Please try again.";
export const TAG_ADD_FAILED = "The tag could not be added. Please try again.";
const COURSE_TAGS = child.optional(".o_wslides_course_tags .badge");

export const shownTags = (root: ParentNode) => new Set(findIn(COURSE_TAGS, root).map((badge) => badge.textContent?.trim() ?? ""));

type Named = { id: number; name: string };
/** A search's answer: the records found (none when absent) and whether the user may create one. */
const searchAnswer = is.object({ read_results: is.optional(is.array(is.object({ id: is.number, name: is.string }))), can_create: is.unknown });
export type Many2oneValue = number | [0, { name: string }];

/** The value sent for a choice: an id, or [0, {name}] for a new record. */
export function choiceValue(selected: string, newName: string): Many2oneValue | null {
  if (selected === NEW_OPTION) return newName.trim() ? [0, { name: newName.trim() }] : null;
  const id = Number(selected);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** With a course: the tag is added to it and the page follows. Without one: the tag is created or found and handed to `onTag`. */
export function TagDialog({ channelId, onTag, close }: { channelId?: number; onTag?: (tagId: number) => void; close: () => void }) {
  const rpc = useService("rpc");
  const http = useService("http");
  const _t = useTranslate();
  const form = useRef<HTMLFormElement>(null);
  // the searches' records and what the user may create (spec 3 §7 can_create); null until they answer
  const [found, setFound] = useState<{ tags: Named[]; groups: Named[]; canTag: boolean; canGroup: boolean } | null>(null);
  const [tag, setTag] = useState("");
  const [tagName, setTagName] = useState("");
  const [group, setGroup] = useState("");
  const [groupName, setGroupName] = useState("");
  const [warning, setWarning] = useState("");
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);

  useEffect(() => {
    let live = true;
    const search = (route: string) => rpc(route, { fields: ["name"], domain: [] }, { silent: true }).then(checked(searchAnswer));
    Promise.all([search(TAG_SEARCH_ROUTE), search(GROUP_SEARCH_ROUTE)]).then(
      ([t, g]) => live && setFound({ tags: t.read_results ?? [], groups: g.read_results ?? [], canTag: t.can_create === true, canGroup: g.can_create === true }),
      () => live && (setFound({ tags: [], groups: [], canTag: false, canGroup: false }), setWarning(_t(TAGS_NOT_LOADED))),
    );
    return () => void (live = false);
  }, [rpc, _t]);

  const isNew = tag === NEW_OPTION;
  const chosenName = () => (isNew ? tagName.trim() : found?.tags.find((t) => String(t.id) === tag)?.name ?? "");

  /** After a lost answer: whether the course page now shows the chosen tag, which it did not. */
  const addedMeanwhile = async (name: string) => {
    if (!name || shownTags(document).has(name)) return false;
    const page = await fetchCurrentPage(http).catch(() => null);
    return page !== null && shownTags(page).has(name);
  };

  const submit = async () => {
    if (!form.current?.reportValidity()) return;
    const values = { tag_id: choiceValue(tag, tagName), group_id: isNew ? choiceValue(group, groupName) : false };
    await runWrite(lock, async (keepLocked) => {
      setWarning("");
      try {
        if (channelId === undefined) {
          const created = await rpc<{ error?: string; tag_id?: number }>(TAG_CREATE_ROUTE, values, { silent: true });
          if (created?.error || typeof created?.tag_id !== "number") return setWarning(created?.error ?? _t(TAGS_NOT_LOADED));
          close();
          return onTag?.(created.tag_id);
        }
        const answer = await rpc<{ error?: string; url?: string }>(TAG_ADD_ROUTE, { channel_id: channelId, ...values }, { silent: true });
        if (answer?.error) return setWarning(answer.error);
        keepLocked();
        close();
        if (answer?.url) browserNavigation.assign(answer.url);
        else browserNavigation.reload();
      } catch (error) {
        if (isAnswerLost(error) && (await addedMeanwhile(chosenName()))) {
          keepLocked();
          close();
          return browserNavigation.reload();
        }
        setWarning(_t(TAG_ADD_FAILED));
      }
    });
  };

  const footer = (
    <>
      <button type="button" className="btn btn-primary" disabled={busy || found === null} onClick={() => void submit()}>{_t("Add")}</button>
      <button type="button" className="btn btn-secondary" onClick={close}>{_t("Discard")}</button>
    </>
  );
  return (
    <Dialog title={_t(ADD_TAG_TITLE)} size="md" onClose={close} footer={footer} className="o_wslides_tag_dialog">
      <form ref={form} onSubmit={(e) => (e.preventDefault(), void submit())}>
        {warning ? <div className="alert alert-warning o_wslides_tag_warning" role="alert">{warning}</div> : null}
        <ChoiceOrNew
          id="o_wslides_tag" labels={{ field: _t("Tag"), none: _t("Choose a tag"), create: _t("Create a new tag…"), name: _t("New tag") }}
          options={found?.tags ?? []} required canCreate={Boolean(found?.canTag)} value={tag} name={tagName} onValue={setTag} onName={setTagName}
        />
        {isNew ? (
          <ChoiceOrNew
            id="o_wslides_tag_group"
            labels={{ field: _t("Tag group"), none: _t("Choose a tag group"), create: _t("Create a new group…"), name: _t("New tag group") }}
            options={found?.groups ?? []} required canCreate={Boolean(found?.canGroup)} value={group} name={groupName} onValue={setGroup} onName={setGroupName}
          />
        ) : null}
      </form>
    </Dialog>
  );
}

const markup = defineMarkup({ attributes: { channelId: attr.int("data-channel-id", 0) } });

function CourseTagAdd({ attrs, parts }: IslandProps<typeof markup>) {
  const dialog = useService("dialog");
  useBind(parts, { host: { on: { click: (event) => (event.preventDefault(), dialog.add(TagDialog, { channelId: attrs.channelId })) } } });
  return null;
}

export default defineIsland({
  name: "slides.course_tag_add",
  selector: ".o_wslides_js_channel_tag_add",
  moment: "load",
  mode: "enhance",
  services: ["dialog", "http"],
  markup,
  Component: CourseTagAdd,
});
