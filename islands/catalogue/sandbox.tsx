// The /islands catalogue's sandbox: an editor pastes a block's markup (or takes a catalogue
// entry's example), inserts it and sees it come alive: the loader follows the DOM and mounts the
// islands it finds; removing the blocks stops them. The list of islands running in the sandbox
// comes from the runtime (liveIslands), so it shows what really mounted and really stopped.
import { attr, child, defineIsland, defineMarkup, findIn, liveIslands, Portal, useBind, useHost, useTranslate, useStore, type IslandProps } from "../../src/kit";
import { useState } from "react";

export const SANDBOX_NOTHING_RUNNING = "No island is running in the sandbox.";
export const SANDBOX_INSERTED = "Block inserted.";
export const SANDBOX_REMOVED = "Blocks removed.";
export const SANDBOX_EMPTY_MARKUP = "Paste a block's markup first.";
export const SANDBOX_LOAD_FAILED = "The sandbox could not load its sanitizer. Check your connection and insert again.";

const markup = defineMarkup({
  children: {
    area: ".o_sandbox_area",
    markupField: ".o_sandbox_markup",
    insertButton: ".o_sandbox_insert",
    removeButton: ".o_sandbox_remove",
    tryButton: child.optional(".o_catalogue_try", { example: attr.string("data-example") }),
    status: ".o_sandbox_status",
    running: ".o_sandbox_running",
  },
});

/** A catalogue entry's example markup, in a template named after its island. */
const exampleOf = (host: HTMLElement, name: string) =>
  findIn<HTMLTemplateElement>(EXAMPLES, host).find((template) => template.getAttribute("data-example") === name);
const EXAMPLES = child.optional("template[data-example]");

function Sandbox({ parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const _t = useTranslate();
  const live = useStore(liveIslands);
  const [status, setStatus] = useState("");
  const area = parts.area.first();
  const markupField = parts.markupField.first<HTMLTextAreaElement>();

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
  useBind(parts, {
    insertButton: { on: { click: () => void insert(markupField?.value ?? "") } },
    removeButton: {
      on: {
        click: () => {
          area?.replaceChildren();
          setStatus(_t(SANDBOX_REMOVED));
        },
      },
    },
    tryButton: {
      on: {
        click: (_event, button) => {
          const example = exampleOf(host, parts.tryButton.attrs(button).example);
          if (!example || !markupField) return;
          markupField.value = example.innerHTML.trim();
          void insert(markupField.value).then(() => area?.scrollIntoView({ block: "nearest" }));
        },
      },
    },
  });

  const running = area ? live.filter((island) => area.contains(island.host)) : [];
  return (
    <>
      <Portal into={parts.status}>{status}</Portal>
      <Portal into={parts.running}>
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
      </Portal>
    </>
  );
}

export default defineIsland({
  name: "catalogue.sandbox",
  selector: ".o_islands_catalogue",
  moment: "load",
  mode: "enhance",
  services: [],
  markup,
  Component: Sandbox,
});
