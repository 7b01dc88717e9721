// The variant choice kept in the URL hash as attr=<comma-separated value ids> (spec 2 §2), next
// to whatever else the hash holds.

export function readHashCombination(hash: string): number[] {
  const raw = new URLSearchParams(hash.replace(/^#/, "")).get("attr");
  return raw ? raw.split(",").map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
}

export function writeHashCombination(hash: string, ids: number[]): string {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (ids.length) params.set("attr", ids.join(","));
  else params.delete("attr");
  // URLSearchParams would encode the commas.
  const text = params.toString().replace(/%2C/gi, ",");
  return text ? `#${text}` : "";
}
