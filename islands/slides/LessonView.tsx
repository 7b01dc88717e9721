// One lesson in the fullscreen player (spec 3 §2): image, document or presentation (PdfViewer;
// `onViewerLoaded` once it drew the first page), sanitized web page, video, quiz.
import { useEffect, useState } from "react";
import { useService, useTranslate } from "../../src/kit";
import { SanitizedHtmlOnDemand } from "../../src/components/sanitized_html_on_demand";
import { PdfViewer } from "./PdfViewer";
import { Quiz } from "./Quiz";
import type { Lesson } from "./lesson";
import { VideoLesson, type VideoPlayer } from "./video_player";

export const HTML_CONTENT_ROUTE = "/slides/slide/get_html_content";

interface LessonViewProps {
  lesson: Lesson;
  channelId: number;
  publicUser: boolean;
  hasNext: boolean;
  onNext: () => void;
  onViewerLoaded: () => void;
  onVideo: (player: VideoPlayer) => () => void;
  onQuizCompleted: (completion: number) => void;
}

function WebpageLesson({ slideId, onLoaded }: { slideId: number; onLoaded: () => void }) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    rpc<{ html_content: string }>(HTML_CONTENT_ROUTE, { slide_id: slideId }, { silent: true }).then(
      (answer) => {
        if (!live) return;
        setHtml(String(answer?.html_content ?? ""));
        onLoaded();
      },
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [rpc, slideId, onLoaded]);
  if (failed) return <div className="alert alert-danger m-3">{_t("This page could not be loaded.")}</div>;
  if (html === null) return <div className="text-white-50 p-3" aria-busy="true">{_t("Loading…")}</div>;
  return <SanitizedHtmlOnDemand html={html} className="o_wslides_fs_webpage" />;
}

export function LessonView({ lesson, channelId, publicUser, hasNext, onNext, onViewerLoaded, onVideo, onQuizCompleted }: LessonViewProps) {
  const _t = useTranslate();
  const { type } = lesson;
  const body =
    type === "infographic" ? <img src={lesson.embedUrl} alt={lesson.name} className="o_wslides_fs_image" onLoad={onViewerLoaded} />
    : type === "document" || type === "presentation" ? <PdfViewer key={lesson.id} url={lesson.embedUrl} title={lesson.name} onLoaded={onViewerLoaded} />
    : type === "webpage" ? <WebpageLesson slideId={lesson.id} onLoaded={onViewerLoaded} />
    : type === "video" ? <VideoLesson source={lesson.videoSource} url={lesson.videoUrl} onPlayer={onVideo} />
    : null;
  const quiz = lesson.isQuiz || lesson.hasQuestion;
  return (
    <div className={`o_wslides_fs_lesson o_wslides_fs_lesson_${lesson.type}`} data-id={lesson.id}>
      <h1 className="visually-hidden">{lesson.name}</h1>
      {body}
      {quiz ? (
        <div className="o_wslides_fs_quiz">
          {lesson.isQuiz ? <h2 className="h4 mb-3">{lesson.name}</h2> : null}
          <Quiz
            key={lesson.id} slideId={lesson.id} channelId={channelId} completed={lesson.completed} isMember={lesson.isMember} publicUser={publicUser}
            sessionAnswers={lesson.sessionAnswers} hasNext={hasNext} onNext={onNext} onCompleted={onQuizCompleted}
          />
        </div>
      ) : null}
      {!body && !quiz ? <p className="p-3">{_t("This lesson cannot be shown.")}</p> : null}
    </div>
  );
}
