// Runs an island's own `props` on a host element and records every attribute it reads: through
// the attribute reader (with the parsed value, or the warning the island would log), through
// getAttribute or through dataset. The list of attributes an island reads is therefore generated
// from its definition, the same code the browser runs, and never kept by hand.
import { createAttributeReader, type AttributeReader } from "../../src/runtime/attributes";
import type { AnyIslandDefinition } from "../../src/runtime/island";

export interface AttributeRead {
  name: string;
  /** the reader's method (string, int, json …), or "attribute" for a direct read */
  kind: string;
  raw: string | null;
  value: unknown;
  warning?: string;
}

export interface PropsReading {
  reads: AttributeRead[];
  /** what props threw: the island would fail to mount on this element */
  error?: string;
}

const READER_KINDS = ["string", "number", "int", "boolean", "id", "ids", "json", "oneOf"] as const;
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const dataAttributeOf = (key: string) => `data-${key.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`;

function recordingReader(host: Element, islandName: string, reads: AttributeRead[], busy: { inReader: boolean }): AttributeReader {
  let warning: string | undefined;
  const base = createAttributeReader(host, islandName, (text) => (warning = text));
  const entries = READER_KINDS.map((kind) => [
    kind,
    (name: string, ...rest: unknown[]) => {
      warning = undefined;
      busy.inReader = true;
      try {
        const value = (base[kind] as (...args: unknown[]) => unknown)(name, ...rest);
        reads.push({ name, kind, raw: host.getAttribute(name), value, ...(warning ? { warning } : {}) });
        return value;
      } finally {
        busy.inReader = false;
      }
    },
  ]);
  return Object.fromEntries(entries) as AttributeReader;
}

/** Records getAttribute and dataset reads made by props itself; returns the undo. */
function watchDirectReads(host: Element, reads: AttributeRead[], busy: { inReader: boolean }): () => void {
  const getAttribute = host.getAttribute;
  const record = (name: string) => {
    const raw = getAttribute.call(host, name);
    if (!busy.inReader) reads.push({ name, kind: "attribute", raw, value: raw });
  };
  const own = host as Element & { dataset?: DOMStringMap };
  const dataset = own.dataset;
  Object.defineProperty(host, "getAttribute", {
    configurable: true,
    value(name: string) {
      record(name);
      return getAttribute.call(host, name);
    },
  });
  if (dataset) {
    const watched = new Proxy(dataset, {
      get(target, key) {
        if (typeof key === "string") record(dataAttributeOf(key));
        return Reflect.get(target, key);
      },
    });
    Object.defineProperty(host, "dataset", { configurable: true, value: watched });
  }
  return () => {
    delete (host as any).getAttribute;
    delete (host as any).dataset;
  };
}

/** Keeps the first read of each attribute (a second read of the same attribute adds nothing). */
function firstReads(reads: AttributeRead[]): AttributeRead[] {
  const seen = new Set<string>();
  return reads.filter((read) => !seen.has(read.name) && seen.add(read.name));
}

/** What the island's props read on this host, as mount.tsx reads them (generic data-props included). */
export function readPropsOf(definition: AnyIslandDefinition, host: Element): PropsReading {
  const reads: AttributeRead[] = [];
  const busy = { inReader: false };
  const reader = recordingReader(host, definition.name, reads, busy);
  const generic = host.getAttribute("data-island") === definition.name;
  const undo = watchDirectReads(host, reads, busy);
  try {
    definition.props?.(host as HTMLElement, reader);
    for (const attribute of Object.values(definition.markup?.attributes ?? {})) {
      const value = attribute.read(reader, host);
      if (attribute.kind === "class") reads.push({ name: attribute.name, kind: "class", raw: host.getAttribute("class"), value });
    }
    if (generic) reader.json("data-props", {}, isPlainObject);
    return { reads: firstReads(reads) };
  } catch (error) {
    return { reads: firstReads(reads), error: error instanceof Error ? error.message : String(error) };
  } finally {
    undo();
  }
}
