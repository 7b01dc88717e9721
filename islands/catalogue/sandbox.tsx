// The /islands catalogue's sandbox: an editor pastes a block's markup (or takes a catalogue
// entry's example), inserts it and sees it come alive: the loader follows the DOM and mounts the
// islands it finds; removing the blocks stops them. The list of islands running in the sandbox
// comes from the runtime (liveIslands), so it shows what really mounted and really stopped.
import { defineIsland, liveIslands, useHost, useHostEvent, useTranslate } from "../../src/kit";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { HostPortal } from "../../src/components/HostPortal";

export const SANDBOX_NOTHING_RUNNING = "No island is running in the sandbox.";
export const SANDBOX_INSERTED = "Block inserted.";
export const SANDBOX_REMOVED = "Blocks removed.";
export const SANDBOX_EMPTY_MARKUP = "Paste a block's markup first.";
export const SANDBOX_LOAD_FAILED = "The sandbox could not load its sanitizer. Check your connection and insert again.";

function Sandbox() {
  const host = useHost();
  const _t = useTranslate();
  const live = useStore(liveIslands);
  const [status, setStatus] = useState("");
  const area = host.querySelector<HTMLElement>(".o_sandbox_area");
  const markupField = host.querySelector<HTMLTextAreaElement>(".o_sandbox_markup");

  const insert = async (markup: string) => {
    if (!area) return;
    if (!markup.trim()) return setStatus(_t(SANDBOX_EMPTY_MARKUP));
    // the sanitizer comes with the first insert; the pasted markup stays in its field if it fails
    const sanitizer = await import("./sandbox_markup").catch(() => null);
    if (!sanitizer) return setStatus(_t(SANDBOX_LOAD_FAILED));
    const block = document.createElement("div");
    block.className = "o_sandbox_block";
    block.append(sanitizer.sandboxFragment(markup));
    area.append(block);
    setStatus(_t(SANDBOX_INSERTED));
  };
  useHostEvent("click", () => void insert(markupField?.value ?? ""), { selector: ".o_sandbox_insert" });
  useHostEvent("click", () => {
    area?.replaceChildren();
    setStatus(_t(SANDBOX_REMOVED));
  }, { selector: ".o_sandbox_remove" });
  useHostEvent("click", (_event, button) => {
    const example = host.querySelector<HTMLTemplateElement>(`template[data-example="${CSS.escape(button.dataset.example ?? "")}"]`);
    if (!example || !markupField) return;
    markupField.value = example.innerHTML.trim();
    void insert(markupField.value).then(() => area?.scrollIntoView({ block: "nearest" }));
  }, { selector: ".o_catalogue_try" });

  const running = area ? live.filter((island) => area.contains(island.host)) : [];
  return (
    <>
      <HostPortal selector=".o_sandbox_status">{status}</HostPortal>
      <HostPortal selector=".o_sandbox_running">
        {running.length ? (
          <ul className="mb-0">
            {running.map((island, index) => (
              <li key={index}>
                <code>{island.name}</code> <span className="text-muted">{_t("on %s", `<${island.host.tagName.toLowerCase()} class="${island.host.className}">`)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-0 text-muted">{_t(SANDBOX_NOTHING_RUNNING)}</p>
        )}
      </HostPortal>
    </>
  );
}

export default defineIsland({
  name: "catalogue.sandbox",
  selector: ".o_islands_catalogue",
  moment: "load",
  mode: "enhance",
  services: [],
  Component: Sandbox,
});
