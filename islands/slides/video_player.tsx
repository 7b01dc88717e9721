// The video lesson's player (spec 3 §1): one shape for an HTML5 <video> and a YouTube-style iframe
// (its postMessage API), so the completion timer and "ended → next lesson" do not care which plays.
import { useEffect, useRef } from "react";
import { useTranslate } from "../../src/kit";

export interface VideoPlayer { duration(): number; currentTime(): number; onEnded(callback: () => void): () => void }

export function html5Player(video: HTMLVideoElement): VideoPlayer {
  return {
    duration: () => video.duration,
    currentTime: () => video.currentTime,
    onEnded: (callback) => {
      video.addEventListener("ended", callback);
      return () => video.removeEventListener("ended", callback);
    },
  };
}

/** YouTube's iframe API over postMessage: "listening" then infoDelivery events carry time and state. */
export function youtubePlayer(frame: HTMLIFrameElement, origin = "https://www.youtube.com"): VideoPlayer & { dispose(): void } {
  let duration = NaN;
  let time = 0;
  const ended = new Set<() => void>();
  const listener = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    let data: any;
    try {
      data = typeof event.data === "string" ? JSON.parse(event.data) : event.data;
    } catch {
      return;
    }
    const info = data?.info;
    if (!info || typeof info !== "object") return;
    if (typeof info.duration === "number") duration = info.duration;
    if (typeof info.currentTime === "number") time = info.currentTime;
    if (info.playerState === 0) ended.forEach((callback) => callback());
  };
  window.addEventListener("message", listener);
  const listen = () => frame.contentWindow?.postMessage(JSON.stringify({ event: "listening" }), origin);
  frame.addEventListener("load", listen);
  return {
    duration: () => duration,
    currentTime: () => time,
    onEnded: (callback) => {
      ended.add(callback);
      return () => ended.delete(callback);
    },
    dispose: () => {
      window.removeEventListener("message", listener);
      frame.removeEventListener("load", listen);
    },
  };
}

export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?enablejsapi=1&rel=0`;
}

export function VideoLesson({ source, url, onPlayer }: { source: string; url: string; onPlayer: (player: VideoPlayer) => () => void }) {
  const _t = useTranslate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (source === "youtube" && frameRef.current) {
      const player = youtubePlayer(frameRef.current, "https://www.youtube-nocookie.com");
      const stop = onPlayer(player);
      return () => (stop(), player.dispose());
    }
    if (videoRef.current) return onPlayer(html5Player(videoRef.current));
  }, [source, url, onPlayer]);
  if (source === "youtube") return <iframe ref={frameRef} className="o_wslides_fs_video" src={youtubeEmbedUrl(url)} title={_t("Video")} allow="autoplay; encrypted-media" allowFullScreen />;
  return <video ref={videoRef} className="o_wslides_fs_video" src={url} controls preload="metadata" />;
}
