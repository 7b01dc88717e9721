// The spam queue's search (spec 3 §7, §9 "Forum"): posts of the queue whose id, name or content
// match, their content shown as plain text cut at 250 characters.
export const PREVIEW_LENGTH = 250;
export const SPAM_FIELDS = ["name", "content"];
export const SPAM_KEY = "post_id";

export interface SpamPost {
  id: number;
  name: string;
  content: string;
}

export function spamDomain(spamIds: number[], search: string): unknown[] {
  const query = search.trim();
  if (!query) return [["id", "in", spamIds]];
  const id = /^\d+$/.test(query) ? Number(query) : 0;
  return [["id", "in", spamIds], "|", "|", ["id", "=", id], ["name", "ilike", query], ["content", "ilike", query]];
}

/** The text of a post's HTML, parsed inertly (nothing loads, nothing runs). */
export function previewText(html: string): string {
  const text = new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
  return text.replace(/\s+/g, " ").trim().slice(0, PREVIEW_LENGTH);
}

export function readSpamIds(modal: Element | null): number[] {
  try {
    const ids = JSON.parse(modal?.getAttribute("data-spam-ids") ?? "[]");
    return Array.isArray(ids) ? ids.map(Number).filter(Number.isInteger) : [];
  } catch {
    return [];
  }
}
