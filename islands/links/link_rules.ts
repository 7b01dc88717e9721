// Tracked links rules and texts (spec 3 §4, §5, §7, §8, §9 "Tracked links", "Marketing").
export const RECENT_LINKS_LIMIT = 20;
export const COPIED_RESET_MS = 5000;
export const SELECT_SEARCH_MIN = 3;
export const SELECT_SEARCH_THRESHOLD = 100;

export const EMPTY_URL = "The URL is empty";
export const URL_NOT_FOUND = "URL not found (404)";
export const GENERATE_FAILED = "An error occur while trying to generate your link. Try again later.";
export const RECENT_LINKS_FAILED = "Unable to get recent links.";
export const NO_RECENT_LINKS = "You don't have any recent links.";
export const CODE_TAKEN = "This code is already taken.";
export const CODE_EMPTY = "The code cannot be left empty.";
// Ours: the platform says nothing when creating a campaign, medium or source fails.
export const UTM_CREATE_FAILED = "It could not be created. Please try again.";
export const UTM_CREATED_AFTER_LOST = "The server's answer was lost, but it was created: it is now chosen.";

export const RECENT_FILTERS = { "filter-newest-links": "newest", "filter-most-clicked-links": "most-clicked", "filter-recently-used-links": "recently-used" } as const;
export type RecentFilter = (typeof RECENT_FILTERS)[keyof typeof RECENT_FILTERS];

export interface TrackedLink {
  id: number;
  url: string;
  title: string;
  code: string;
  short_url: string;
  count: number;
}

/** The message of /website_links/new's error field. */
export function generateErrorText(error: unknown): string {
  if (error === "empty_url") return EMPTY_URL;
  if (error === "url_not_found") return URL_NOT_FOUND;
  return GENERATE_FAILED;
}

/** The link of /website_links/new's answer: a list holding a link with its short_url, else null. */
export function linkOfAnswer(answer: unknown): TrackedLink | null {
  const link = Array.isArray(answer) ? (answer[0] as Partial<TrackedLink> | undefined) : undefined;
  return link && typeof link.short_url === "string" && typeof link.code === "string" ? (link as TrackedLink) : null;
}

export interface UtmEntry {
  id: number;
  name: string;
}

export interface SelectorChoices {
  entries: UtmEntry[];
  /** the search is too short for a list this long */
  needsMore: boolean;
  /** the typed name can be created */
  offerCreate: boolean;
}

/** What a campaign / medium / source selector offers for the typed text. */
export function selectorChoices(all: UtmEntry[], query: string): SelectorChoices {
  const text = query.trim().toLowerCase();
  const offerCreate = text !== "" && !all.some((entry) => entry.name.trim().toLowerCase() === text);
  if (all.length > SELECT_SEARCH_THRESHOLD && text.length < SELECT_SEARCH_MIN) return { entries: [], needsMore: true, offerCreate: false };
  return { entries: all.filter((entry) => entry.name.toLowerCase().includes(text)), needsMore: false, offerCreate };
}

/** The ids a generate call sends: only the chosen ones. */
export function chosenIds(choice: Partial<Record<"campaign_id" | "medium_id" | "source_id", number | null>>): Record<string, number> {
  return Object.fromEntries(Object.entries(choice).filter((entry): entry is [string, number] => typeof entry[1] === "number"));
}
