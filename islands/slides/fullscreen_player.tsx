// The fullscreen lesson player (spec 3 §2, §4, §9) on `.o_wslides_fs_main`: the sidebar's lessons
// (left / right arrows, clicks), the address kept on the lesson's slug, completion when shown or
// near a video's end, the progress bar from the server's channel_completion, share, sidebar toggle.
import { defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { createCompleter } from "./completion";
import { LessonView } from "./LessonView";
import * as M from "./messages";
import { completesWhenShown, editUrl, fullscreenUrl, lessonFromElement, plainUrl, translateUrl, videoShouldComplete, VIDEO_TIMER_MS, waitsForViewer, type Lesson } from "./lesson";
import { ShareDialog } from "./ShareDialog";
import type { VideoPlayer } from "./video_player";

const ITEM = ".o_wslides_fs_sidebar_list_item";
const SMALL_SCREEN = "(max-width: 767.98px)";

interface PlayerProps {
  channelId: number;
  publicUser: boolean;
  canEdit: boolean;
}

/** Check mark and progress bar of the page, changed on the server's answers only. */
export function showCompleted(host: HTMLElement, slideId: number, completion: number): void {
  const item = host.querySelector<HTMLElement>(`${ITEM}[data-id="${slideId}"]`);
  item?.setAttribute("data-completed", "1");
  item?.querySelector(".o_wslides_slide_completed")?.classList.remove("d-none");
  host.querySelector<HTMLElement>(".o_wslides_fs_progress .progress-bar")?.style.setProperty("width", `${completion}%`);
  host.querySelector(".o_wslides_fs_progress .progress")?.setAttribute("aria-valuenow", String(completion));
  const label = host.querySelector(".o_wslides_progress_percentage");
  if (label) label.textContent = String(completion);
}

function FullscreenPlayer({ channelId, publicUser, canEdit }: PlayerProps) {
  const host = useHost();
  const rpc = useService("rpc");
  const notification = useService("notification");
  const dialog = useService("dialog");
  const _t = useTranslate();
  const items = useMemo(() => [...host.querySelectorAll<HTMLElement>(ITEM)], [host]);
  const [lessons, setLessons] = useState<Lesson[]>(() => items.map(lessonFromElement));
  const [index, setIndex] = useState(() => Math.max(0, items.findIndex((item) => item.classList.contains("active"))));
  const [sidebarOpen, setSidebarOpen] = useState(() => !window.matchMedia?.(SMALL_SCREEN).matches);
  useEffect(() => {
    host.querySelector(".o_wslides_fs_sidebar")?.classList.toggle("o_wslides_fs_sidebar_hidden", !sidebarOpen);
    host.querySelector(".o_wslides_fs_toggle_sidebar")?.setAttribute("aria-expanded", String(sidebarOpen));
  }, [host, sidebarOpen]);
  const lesson = lessons[index];
  const hasNext = index < lessons.length - 1;

  const markDone = useCallback((slideId: number, completion: number) => {
    setLessons((all) => all.map((l) => (l.id === slideId ? { ...l, completed: true } : l)));
    showCompleted(host, slideId, completion);
  }, [host]);

  const completer = useRef(createCompleter(rpc, markDone, () => notification.add(_t(M.COMPLETION_NOT_SAVED), { type: "warning" })));
  useEffect(() => () => completer.current.dispose(), []);

  const goTo = useCallback((next: number) => setIndex((current) => (next >= 0 && next < lessons.length ? next : current)), [lessons.length]);

  // The address follows the lesson; the active item too.
  useEffect(() => {
    if (!lesson) return;
    window.history.replaceState(window.history.state, "", fullscreenUrl(lesson.slug, lesson.isQuiz));
    items.forEach((item, i) => {
      item.classList.toggle("active", i === index);
      if (i === index) item.setAttribute("aria-current", "true");
      else item.removeAttribute("aria-current");
    });
    document.title = lesson.name;
  }, [lesson, index, items]);

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

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest("input, textarea, select, [contenteditable=true], .modal")) return;
      if (event.key === "ArrowLeft") goTo(index - 1);
      if (event.key === "ArrowRight") goTo(index + 1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [goTo, index]);

  useHostEvent("click", (event, item) => {
    const at = items.indexOf(item);
    if (at < 0 || (event as MouseEvent).ctrlKey || (event as MouseEvent).metaKey) return;
    event.preventDefault();
    goTo(at);
  }, { selector: ITEM });

  useHostEvent("click", () => setSidebarOpen((open) => !open), { selector: ".o_wslides_fs_toggle_sidebar" });

  const content = host.querySelector(".o_wslides_fs_content");
  const actions = host.querySelector(".o_wslides_fs_actions");
  if (!lesson) return null;
  const share = () => dialog.add(ShareDialog, { slideId: lesson.id, url: new URL(plainUrl(lesson.slug), window.location.origin).href, title: lesson.name });
  return (
    <>
      {actions
        ? createPortal(
            <>
              <button type="button" className="btn btn-sm btn-dark o_wslides_fs_share" aria-label={_t("Share")} onClick={share}>
                <i className="fa fa-share-alt" aria-hidden="true" /> <span className="d-none d-md-inline">{_t("Share")}</span>
              </button>
              {canEdit ? (
                <>
                  <a className="btn btn-sm btn-dark o_wslides_fs_edit" href={editUrl(lesson.slug)} aria-label={_t("Edit")}>
                    <i className="fa fa-pencil" aria-hidden="true" /> <span className="d-none d-md-inline">{_t("Edit")}</span>
                  </a>
                  <a className="btn btn-sm btn-dark o_wslides_fs_translate" href={translateUrl(lesson.slug)} aria-label={_t("Translate")}>
                    <i className="fa fa-language" aria-hidden="true" /> <span className="d-none d-md-inline">{_t("Translate")}</span>
                  </a>
                </>
              ) : null}
              <a className="btn btn-sm btn-dark o_wslides_fs_exit_fullscreen" href={plainUrl(lesson.slug)} aria-label={_t("Exit Fullscreen")}>
                <i className="fa fa-sign-out" aria-hidden="true" /> <span className="d-none d-md-inline">{_t("Exit Fullscreen")}</span>
              </a>
            </>,
            actions,
          )
        : null}
      {content
        ? createPortal(
            <LessonView
              key={lesson.id}
              lesson={lesson}
              channelId={channelId}
              publicUser={publicUser}
              hasNext={hasNext}
              onNext={() => goTo(index + 1)}
              onViewerLoaded={viewerLoaded}
              onVideo={onVideo}
              onQuizCompleted={(completion) => markDone(lesson.id, completion)}
            />,
            content,
          )
        : null}
    </>
  );
}

export default defineIsland({
  name: "slides.fullscreen_player",
  selector: ".o_wslides_fs_main",
  moment: "load",
  mode: "enhance",
  services: ["notification", "dialog"],
  props: (_host, read) => ({
    channelId: read.int("data-channel-id", 0),
    publicUser: read.int("data-public-user", 1) === 1,
    canEdit: read.int("data-can-edit", 0) === 1,
  }),
  Component: FullscreenPlayer,
});
