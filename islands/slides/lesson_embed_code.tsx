// The embed-code field of a lesson's share block (spec 2 §2, §5): changing the start page writes it
// into the code, or puts 1 back when it is not a page of the document. Enter does not leave the page.
import { child, defineIsland, defineMarkup, useBind, type IslandProps } from "../../src/kit";
import { embedPage, withEmbedPage } from "./embed_code";

const markup = defineMarkup({ children: { page: child.optional("form input"), code: child.optional(".slide_embed_code") } });

function LessonEmbedCode({ parts }: IslandProps<typeof markup>) {
  useBind(parts, {
    page: {
      on: {
        change: (_event, input) => {
          const field = input as HTMLInputElement;
          const page = embedPage(field.value, Number(field.max) || 1);
          field.value = String(page);
          const code = parts.code.first<HTMLTextAreaElement>();
          if (code) code.value = withEmbedPage(code.value, page);
        },
      },
    },
    host: { on: { submit: (event) => event.preventDefault() } },
  });
  return null;
}

export default defineIsland({
  name: "slides.lesson_embed_code",
  selector: ".oe_slide_js_embed_code_widget",
  moment: "load",
  mode: "enhance",
  markup,
  Component: LessonEmbedCode,
});
