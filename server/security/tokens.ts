// Secrets sent by visitors (access tokens of documents and attachments) are compared in constant
// time: both sides are hashed first, so neither their content nor their length leaks through timing.
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

export function tokensEqual(given: unknown, expected: unknown): boolean {
  if (typeof given !== "string" || typeof expected !== "string" || given === "" || expected === "") return false;
  return timingSafeEqual(digest(given), digest(expected));
}
