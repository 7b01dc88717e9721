// The page an embed code shows (/slides/embed/{id}?page=N, spec 2 §5): the lesson's document in the
// PDF viewer of the fullscreen player, opened at the code's start page.
import { defineIsland } from "../../src/kit";
import { PdfViewer } from "./PdfViewer";

interface EmbedViewerProps {
  url: string;
  title: string;
  page: number;
}

const noop = () => {};

function EmbedViewer({ url, title, page }: EmbedViewerProps) {
  return <PdfViewer url={url} title={title} startPage={page} onLoaded={noop} />;
}

export default defineIsland({
  name: "slides.embed_viewer",
  selector: ".o_wslides_embed_viewer",
  moment: "load",
  mode: "render",
  props: (_host, read) => ({ url: read.string("data-url", ""), title: read.string("data-title", ""), page: read.int("data-page", 1) }),
  Component: EmbedViewer,
});
