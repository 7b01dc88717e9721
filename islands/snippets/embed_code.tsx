// Embed code block (.s_embed_code): the markup the server saved for the block (an inert
// <template>) is shown in a sandboxed iframe (scripts run there, on an opaque origin, never in
// this page).
import { defineIsland } from "../../src/runtime/island";
import { useHost } from "../../src/hooks/env";
import { HostPortal } from "../../src/components/HostPortal";

export const SAVED_CODE = "template.s_embed_code_saved";
export const EMBEDDED = ".s_embed_code_embedded";
export const EMBED_SANDBOX = "allow-scripts allow-popups allow-forms";

export function savedCode(host: HTMLElement): string {
  const template = host.querySelector<HTMLTemplateElement>(SAVED_CODE);
  return template ? template.innerHTML.trim() : "";
}

function EmbedCode({ height }: { height: number }) {
  const host = useHost();
  const code = savedCode(host);
  if (!code) return null;
  return (
    <HostPortal selector={host.querySelector(EMBEDDED) ? EMBEDDED : undefined}>
      <iframe className="o_embed_code_frame w-100 border-0" title={host.getAttribute("data-name") ?? "Embedded content"} sandbox={EMBED_SANDBOX} srcDoc={code} height={height} />
    </HostPortal>
  );
}

export default defineIsland({
  name: "snippets.embed_code",
  selector: ".s_embed_code",
  moment: "visible",
  mode: "enhance",
  props: (_host, read) => ({ height: read.int("data-height", 200) }),
  Component: EmbedCode,
});
