// The page an embed code shows (/slides/embed/{id}?page=N, spec 2 §5): the lesson's document in the
// PDF viewer of the fullscreen player, opened at the code's start page.
import { attr, defineIsland, defineMarkup, type IslandProps } from "../../src/kit";
import { PdfViewer } from "./PdfViewer";

const markup = defineMarkup({ attributes: { url: attr.string("data-url"), title: attr.string("data-title"), page: attr.int("data-page", 1) } });

const noop = () => {};

function EmbedViewer({ attrs }: IslandProps<typeof markup>) {
  return <PdfViewer url={attrs.url} title={attrs.title} startPage={attrs.page} onLoaded={noop} />;
}

export default defineIsland({
  name: "slides.embed_viewer",
  selector: ".o_wslides_embed_viewer",
  moment: "load",
  mode: "render",
  markup,
  Component: EmbedViewer,
});
