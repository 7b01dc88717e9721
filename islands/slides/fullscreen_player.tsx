// The fullscreen lesson player (spec 3 §2, §4, §9): sidebar lessons (arrows, clicks), the address on
// the lesson's slug, completion, the progress bar from the server's answer, share, sidebar toggle.
import { useCallback, useEffect, useRef, useState } from "react";
import { attr, child, defineIsland, defineMarkup, Portal, useBind, useService, useTranslate, writeIn, writeOn, type IslandProps } from "../../src/kit";
import { createCompleter } from "./completion";
import { LessonView } from "./LessonView";
import * as M from "./messages";
import { LESSON_ATTRIBUTES, completesWhenShown, editUrl, fullscreenUrl, lessonFromElement, plainUrl, translateUrl, videoShouldComplete, VIDEO_TIMER_MS, waitsForViewer, type Lesson } from "./lesson";
import { ShareDialog } from "./ShareDialog";
import type { VideoPlayer } from "./video_player";

const SMALL_SCREEN = "(max-width: 767.98px)";

const markup = defineMarkup({
  attributes: {
    channelId: attr.int("data-channel-id", 0),
    publicUser: attr.int("data-public-user", 1),
    canEdit: attr.int("data-can-edit", 0),
  },
  children: {
    item: child.optional(".o_wslides_fs_sidebar_list_item", { active: attr.hasClass("active"), ...LESSON_ATTRIBUTES }),
    sidebar: child.optional(".o_wslides_fs_sidebar"),
    toggleSidebar: child.optional(".o_wslides_fs_toggle_sidebar"),
    content: ".o_wslides_fs_content",
    actions: child.optional(".o_wslides_fs_actions"),
    progressBar: child.optional(".o_wslides_fs_progress .progress-bar"),
    progress: child.optional(".o_wslides_fs_progress .progress"),
    percentage: child.optional(".o_wslides_progress_percentage"),
  },
});
type Parts = IslandProps<typeof markup>["parts"];

const COMPLETED_MARK = child.optional(".o_wslides_slide_completed");

/** Check mark and progress bar of the page, changed on the server's answers only. */
function showCompleted(parts: Parts, item: HTMLElement | undefined, completion: number): void {
  writeOn(item, { attr: { "data-completed": "1" } });
  if (item) writeIn(COMPLETED_MARK, item, { class: { "d-none": false } });
  writeOn(parts.progressBar.first(), { style: { width: `${completion}%` } });
  writeOn(parts.progress.first(), { attr: { "aria-valuenow": String(completion) } });
  writeOn(parts.percentage.first(), { text: String(completion) });
}

function FullscreenPlayer({ attrs, parts }: IslandProps<typeof markup>) {
  const { channelId } = attrs;
  const publicUser = attrs.publicUser === 1;
  const canEdit = attrs.canEdit === 1;
  const rpc = useService("rpc");
  const notification = useService("notification");
  const dialog = useService("dialog");
  const _t = useTranslate();
  const [items] = useState(() => parts.item.all());
  const [lessons, setLessons] = useState<Lesson[]>(() => items.map(lessonFromElement));
  const [index, setIndex] = useState(() => Math.max(0, items.findIndex((item) => parts.item.attrs(item).active)));
  const [sidebarOpen, setSidebarOpen] = useState(() => !window.matchMedia?.(SMALL_SCREEN).matches);
  const lesson = lessons[index];
  const lessonsRef = useRef(lessons);
  lessonsRef.current = lessons;
  const hasNext = index < lessons.length - 1;

  const markDone = useCallback((slideId: number, completion: number) => {
    setLessons((all) => all.map((l) => (l.id === slideId ? { ...l, completed: true } : l)));
    showCompleted(parts, items[lessonsRef.current.findIndex((l) => l.id === slideId)], completion);
  }, [parts, items]);

  const completer = useRef(createCompleter(rpc, markDone, () => notification.add(_t(M.COMPLETION_NOT_SAVED), { type: "warning" })));
  useEffect(() => () => completer.current.dispose(), []);

  const goTo = useCallback((next: number) => setIndex((current) => (next >= 0 && next < lessons.length ? next : current)), [lessons.length]);

  // The address and the title follow the lesson.
  useEffect(() => {
    if (!lesson) return;
    window.history.replaceState(window.history.state, "", fullscreenUrl(lesson.slug, lesson.isQuiz));
    document.title = lesson.name;
  }, [lesson]);

  // Lessons complete when shown (documents and presentations once their viewer has loaded).
  useEffect(() => {
    if (lesson && completesWhenShown(lesson, publicUser) && !waitsForViewer(lesson) && lesson.type !== "webpage") completer.current.complete(lesson.id);
  }, [lesson, publicUser]);
  const viewerLoaded = useCallback(() => {
    if (lesson && completesWhenShown(lesson, publicUser)) completer.current.complete(lesson.id);
  }, [lesson, publicUser]);

  const lessonRef = useRef(lesson);
  lessonRef.current = lesson;
  const onVideo = useCallback(
    (player: VideoPlayer) => {
      const timer = setInterval(() => {
        const current = lessonRef.current;
        if (current && videoShouldComplete(current, publicUser, player.duration(), player.currentTime())) completer.current.complete(current.id);
      }, VIDEO_TIMER_MS);
      const stopEnded = player.onEnded(() => goTo(index + 1));
      return () => (clearInterval(timer), stopEnded());
    },
    [publicUser, goTo, index],
  );

  useBind(parts, {
    document: {
      on: {
        keydown: (event) => {
          const target = event.target;
          if (target instanceof Element && target.closest("input, textarea, select, [contenteditable=true], .modal")) return;
          if (event.key === "ArrowLeft") goTo(index - 1);
          if (event.key === "ArrowRight") goTo(index + 1);
        },
      },
    },
    item: {
      each: (item) => ({ class: { active: items.indexOf(item) === index }, attr: { "aria-current": items.indexOf(item) === index ? "true" : null } }),
      on: {
        click: (event, item) => {
          const at = items.indexOf(item);
          if (at < 0 || event.ctrlKey || event.metaKey) return;
          event.preventDefault();
          goTo(at);
        },
      },
    },
    sidebar: { class: { o_wslides_fs_sidebar_hidden: !sidebarOpen } },
    toggleSidebar: { attr: { "aria-expanded": String(sidebarOpen) }, on: { click: () => setSidebarOpen((open) => !open) } },
  });

  if (!lesson) return null;
  const share = () => dialog.add(ShareDialog, { slideId: lesson.id, url: new URL(plainUrl(lesson.slug), window.location.origin).href, title: lesson.name });
  /** An action of the player's bar: a link, or the share button without `href`. */
  const action = (name: string, icon: string, label: string, href?: string) => {
    const props = { className: `btn btn-sm btn-dark o_wslides_fs_${name}`, "aria-label": label };
    const content = <><i className={`fa ${icon}`} aria-hidden="true" /> <span className="d-none d-md-inline">{label}</span></>;
    return href ? <a {...props} href={href}>{content}</a> : <button type="button" {...props} onClick={share}>{content}</button>;
  };
  return (
    <>
      <Portal into={parts.actions}>
        {action("share", "fa-share-alt", _t("Share"))}
        {canEdit ? action("edit", "fa-pencil", _t("Edit"), editUrl(lesson.slug)) : null}
        {canEdit ? action("translate", "fa-language", _t("Translate"), translateUrl(lesson.slug)) : null}
        {action("exit_fullscreen", "fa-sign-out", _t("Exit Fullscreen"), plainUrl(lesson.slug))}
      </Portal>
      <Portal into={parts.content}>
        <LessonView
          key={lesson.id} lesson={lesson} channelId={channelId} publicUser={publicUser} hasNext={hasNext} onNext={() => goTo(index + 1)}
          onViewerLoaded={viewerLoaded} onVideo={onVideo} onQuizCompleted={(completion) => markDone(lesson.id, completion)}
        />
      </Portal>
    </>
  );
}

export default defineIsland({
  name: "slides.fullscreen_player",
  selector: ".o_wslides_fs_main",
  moment: "load",
  mode: "enhance",
  services: ["notification", "dialog"],
  markup,
  Component: FullscreenPlayer,
});
