// Embed code block (.s_embed_code): the markup the server saved for the block (an inert
// <template>) is shown in a sandboxed iframe (scripts run there, on an opaque origin, never in
// this page).
import { Portal, attr, child, defineIsland, defineMarkup, findIn, useTranslate, type IslandProps } from "../../../src/kit";

export const EMBED_SANDBOX = "allow-scripts allow-popups allow-forms";

const markup = defineMarkup({
  attributes: { height: attr.int("data-height", 200), name: attr.string("data-name") },
  children: { saved: child.optional("template.s_embed_code_saved"), embedded: child.optional(".s_embed_code_embedded") },
});

export const savedCode = (host: HTMLElement) => findIn<HTMLTemplateElement>(markup.children.saved, host)[0]?.innerHTML.trim() ?? "";

function EmbedCode({ attrs, parts }: IslandProps<typeof markup>) {
  const _t = useTranslate();
  const code = parts.saved.first<HTMLTemplateElement>()?.innerHTML.trim() ?? "";
  if (!code) return null;
  return (
    <Portal into={parts.embedded.first() ? parts.embedded : undefined}>
      <iframe className="o_embed_code_frame w-100 border-0" title={attrs.name || _t("Embedded content")} sandbox={EMBED_SANDBOX} srcDoc={code} height={attrs.height} />
    </Portal>
  );
}

export default defineIsland({
  name: "snippets.embed_code",
  selector: ".s_embed_code",
  moment: "visible",
  mode: "enhance",
  markup,
  Component: EmbedCode,
});
