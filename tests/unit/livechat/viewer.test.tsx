// The attachment viewer: file types, its state (zoom, rotation, wrapping), and the modal on a
// static document thread (keys, buttons, wheel, focus).
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { AttachmentViewer } from "../../../islands/livechat/viewer/AttachmentViewer";
import { downloadUrl, fileTypeOf, viewable, youtubeToken, type Attachment } from "../../../islands/livechat/viewer/attachment_types";
import { initialViewerState, MIN_SCALE, ROTATE_STEP, viewerReducer, WHEEL_ZOOM_STEP, ZOOM_STEP } from "../../../islands/livechat/viewer/viewer_state";
import { EnvContext } from "../../../src/runtime/context";
import { createEnv } from "../../../src/runtime/env";
import { makeTranslate } from "../../../src/runtime/translate";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const file = (id: number, name: string, mimetype: string): Attachment => ({ id, name, mimetype, type: "binary" });
const ATTACHMENTS: Attachment[] = [
  file(1, "a.png", "image/png"),
  file(2, "b.webm", "video/webm"),
  file(3, "c.pdf", "application/pdf"),
  file(4, "d.txt", "text/plain"),
  { id: 5, name: "guide", mimetype: "text/html", type: "url", url: "https://youtu.be/dQw4w9WgXcQ" },
  file(6, "e.zip", "application/zip"),
  { id: 7, name: "site", mimetype: "text/html", type: "url", url: "https://example.com/watch?v=dQw4w9WgXcQ" },
];

describe("attachment types", () => {
  it("derives image, video, pdf, text and youtube; others are not viewable", () => {
    expect(ATTACHMENTS.map(fileTypeOf)).toEqual(["image", "video", "pdf", "text", "youtube", null, null]);
    expect(viewable(ATTACHMENTS).map((a) => [a.id, a.source])).toEqual([
      [1, "/web/content/ir.attachment/1/datas"],
      [2, "/web/content/ir.attachment/2/datas"],
      [3, "/web/content/ir.attachment/3/datas"],
      [4, "/web/content/ir.attachment/4/datas"],
      [5, "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ]);
    expect(downloadUrl(12)).toBe("/web/content/ir.attachment/12/datas?download=true");
  });

  it("reads a YouTube video's token from its usual addresses only", () => {
    for (const url of ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://youtube.com/watch?feature=x&v=dQw4w9WgXcQ", "https://youtu.be/dQw4w9WgXcQ?t=3", "https://www.youtube.com/embed/dQw4w9WgXcQ"])
      expect(youtubeToken(url)).toBe("dQw4w9WgXcQ");
    for (const url of ["https://evil.com/youtube.com/watch?v=dQw4w9WgXcQ", "javascript:alert(1)//youtu.be/dQw4w9WgXcQ", "https://youtu.be/short"]) expect(youtubeToken(url)).toBeNull();
  });
});

describe("viewer state", () => {
  it("has the spec's steps", () => {
    expect([ZOOM_STEP, WHEEL_ZOOM_STEP, MIN_SCALE, ROTATE_STEP]).toEqual([0.5, 0.1, 0.5, 90]);
  });

  it("wraps around and resets the framing on a change of attachment", () => {
    let state = initialViewerState(0, 3);
    state = viewerReducer(viewerReducer(state, { type: "rotate" }), { type: "zoomIn" });
    state = viewerReducer(state, { type: "previous" });
    expect(state).toMatchObject({ index: 2, scale: 1, angle: 0, x: 0, y: 0 });
    expect(viewerReducer(state, { type: "next" }).index).toBe(0);
  });

  it("zooms out only above 0.5, by 0.5 or 0.1 on the wheel; a full turn of rotation comes back to 0", () => {
    let state = initialViewerState(0, 1);
    state = viewerReducer(state, { type: "zoomOut" });
    expect(state.scale).toBe(0.5);
    expect(viewerReducer(state, { type: "zoomOut", step: WHEEL_ZOOM_STEP })).toBe(state);
    state = viewerReducer(state, { type: "zoomIn", step: WHEEL_ZOOM_STEP });
    expect(state.scale).toBe(0.6);
    state = viewerReducer(state, { type: "zoomOut" });
    expect(state.scale).toBe(0.5);
    for (let i = 0; i < 4; i++) state = viewerReducer(state, { type: "rotate" });
    expect(state.angle).toBe(0);
    state = viewerReducer(viewerReducer(state, { type: "pan", dx: 5, dy: -3 }), { type: "pan", dx: 1, dy: 1 });
    expect([state.x, state.y]).toEqual([6, -2]);
    expect(viewerReducer(state, { type: "resetZoom" })).toMatchObject({ scale: 1, x: 0, y: 0 });
  });
});

describe("attachment viewer", () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = "";
  });

  function render(startIndex: number, onClose: () => void = () => undefined) {
    const env = createEnv();
    env.setTranslate(makeTranslate(new Map()));
    document.body.innerHTML = `<button id="opener">open</button><div id="host"></div>`;
    document.getElementById("opener")!.focus();
    root = createRoot(document.getElementById("host")!);
    act(() =>
      root!.render(
        <EnvContext.Provider value={env}>
          <AttachmentViewer attachments={viewable(ATTACHMENTS)} startIndex={startIndex} onClose={onClose} />
        </EnvContext.Provider>,
      ),
    );
  }
  const viewer = () => document.querySelector<HTMLElement>(".o_attachment_viewer")!;
  const key = (key: string) => act(() => void viewer().dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })));
  const click = (selector: string) => act(() => void document.querySelector<HTMLElement>(selector)!.click());

  it("navigates with the arrows, wrapping around, and closes with Escape", () => {
    let closed = 0;
    render(0, () => closed++);
    expect(viewer().getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(document.querySelector(".o_viewer_close"));
    key("ArrowLeft");
    expect(document.querySelector("iframe.o_viewer_youtube")!.getAttribute("src")).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
    key("ArrowRight");
    expect(document.querySelector("img.o_viewer_img")!.getAttribute("alt")).toBe("a.png");
    key("ArrowRight");
    expect(document.querySelector("video.o_viewer_video")).not.toBeNull();
    expect(document.querySelector(".o_viewer_toolbar")).toBeNull();
    key("Escape");
    expect(closed).toBe(1);
  });

  it("zooms with the buttons and the wheel, rotates, and links the download", () => {
    render(0);
    click(".o_viewer_zoom_in");
    expect(viewer().dataset.scale).toBe("1.5");
    act(() => void document.querySelector(".o_viewer_content")!.dispatchEvent(new WheelEvent("wheel", { deltaY: 100, bubbles: true })));
    expect(viewer().dataset.scale).toBe("1.4");
    click(".o_viewer_rotate");
    expect(document.querySelector<HTMLImageElement>("img.o_viewer_img")!.style.transform).toBe("translate(0px, 0px) scale(1.4) rotate(90deg)");
    click(".o_viewer_zoom_reset");
    expect(viewer().dataset.scale).toBe("1");
    expect(document.querySelector(".o_viewer_download")!.getAttribute("href")).toBe("/web/content/ir.attachment/1/datas?download=true");
  });
});
