// The creator's campaign, medium and source fields. The platform's page gives only their ids
// (`#campaign-select`, `#channel-select`, `#source-select`, odoo-markup.md §7) and its widget knows
// each field's model; a page's data-model / data-label win when given. A missing one warns once
// per field and falls back: the island never throws on the platform's markup.
import { child, findIn } from "../../src/kit";

export const UTM_FIELDS = [
  { selector: "#campaign-select", key: "campaign_id", model: "utm.campaign", label: "Campaign" },
  { selector: "#channel-select", key: "medium_id", model: "utm.medium", label: "Medium" },
  { selector: "#source-select", key: "source_id", model: "utm.source", label: "Source" },
] as const;

export type UtmKey = (typeof UTM_FIELDS)[number]["key"];

export interface UtmField {
  key: UtmKey;
  model: string;
  label: string;
  /** where the selector renders: the field itself, or a box after it when it is an input or select */
  container: HTMLElement;
}

export const missingUtmAttribute = (selector: string, attribute: string, fallback: string) =>
  `[islands] links.creator: ${selector} has no ${attribute}; using "${fallback}"`;

const VOID_FIELDS = new Set(["INPUT", "SELECT", "TEXTAREA"]);

/** The fields of a creator page; call once per island (each missing attribute warns once). */
export function readUtmFields(host: ParentNode, warn: (message: string) => void = console.warn): UtmField[] {
  const fields: UtmField[] = [];
  for (const field of UTM_FIELDS) {
    const [target] = findIn(child.optional(field.selector), host);
    if (!target) continue;
    const read = (attribute: string, fallback: string) => {
      const value = target.getAttribute(attribute)?.trim();
      if (value) return value;
      warn(missingUtmAttribute(field.selector, attribute, fallback));
      return fallback;
    };
    fields.push({ key: field.key, model: read("data-model", field.model), label: read("data-label", field.label), container: containerOf(target) });
  }
  return fields;
}

/** An input or select cannot hold the selector: it gets a box right after it (kept on re-reads). */
function containerOf(target: HTMLElement): HTMLElement {
  if (!VOID_FIELDS.has(target.tagName)) return target;
  const next = target.nextElementSibling;
  if (next instanceof HTMLElement && next.matches(".o_utm_selector_box")) return next;
  const box = target.ownerDocument.createElement("div");
  box.className = "o_utm_selector_box";
  target.after(box);
  return box;
}
