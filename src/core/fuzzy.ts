// Fuzzy search (spec 1 §5 "Fuzzy search"): the characters of the pattern must appear in order
// in the text, case and accents aside. Each matched character scores more when it follows the
// previous match directly, so consecutive runs win, and slightly less the further it is.
// Results come best first.

/** Lower case without diacritics: "Évènement" reads as "evenement". */
export function normalizeForSearch(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** Points of one matched character, before the run bonus and the position cost. */
const MATCH_POINTS = 100;
/** Each position into the text costs this much, so earlier matches rank first. */
const POSITION_COST = 1 / 200;

/** The score of a pattern against a text: 0 when the pattern does not match. */
export function fuzzyScore(pattern: string, text: string): number {
  const wanted = Array.from(normalizeForSearch(pattern));
  const chars = Array.from(normalizeForSearch(text));
  if (!wanted.length) return 0;
  let score = 0;
  let run = 0;
  let next = 0;
  for (let i = 0; i < chars.length && next < wanted.length; i++) {
    if (chars[i] === wanted[next]) {
      run++;
      next++;
      score += MATCH_POINTS * run - i * POSITION_COST;
    } else {
      run = 0;
    }
  }
  return next === wanted.length ? Math.max(score, Number.MIN_VALUE) : 0;
}

export function fuzzyTest(pattern: string, text: string): boolean {
  return fuzzyScore(pattern, text) > 0;
}

/**
 * The items whose text (or any of its texts) matches the pattern, best first; items with the
 * same score keep their order.
 */
export function fuzzyLookup<T>(pattern: string, list: readonly T[], fn: (item: T) => string | string[]): T[] {
  const results: { item: T; score: number }[] = [];
  for (const item of list) {
    const texts = fn(item);
    const score = Math.max(0, ...(Array.isArray(texts) ? texts : [texts]).map((text) => fuzzyScore(pattern, text)));
    if (score > 0) results.push({ item, score });
  }
  results.sort((a, b) => b.score - a.score);
  return results.map((result) => result.item);
}
