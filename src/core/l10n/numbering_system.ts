// The numbering system of a language (spec 1 §9): Arabic digits for ar_SA, ar_SY and ar_001,
// Bengali, Tibetan, Punjabi (Gurmukhi) and Tamil digits for those languages, latin otherwise.
// Numbers and dates are written in it and read back from it.

const NUMBERING_SYSTEMS: readonly [RegExp, string][] = [
  [/^ar-(sa|sy|001)$/i, "arab"],
  [/^bn/i, "beng"],
  [/^bo/i, "tibt"],
  [/^pa-in/i, "guru"],
  [/^ta/i, "tamldec"],
];

export const LATIN = "latn";

/**
 * The ten digits of each numbering system, 0 to 9. Persian (arabext) and Devanagari digits are
 * only read: no language of spec 1 §9 writes them.
 */
export const DIGITS: Readonly<Record<string, string>> = {
  latn: "0123456789",
  arab: "٠١٢٣٤٥٦٧٨٩",
  beng: "০১২৩৪৫৬৭৮৯",
  tibt: "༠༡༢༣༤༥༦༧༨༩",
  guru: "੦੧੨੩੪੫੬੭੮੯",
  tamldec: "௦௧௨௩௪௫௬௭௮௯",
  arabext: "۰۱۲۳۴۵۶۷۸۹",
  deva: "०१२३४५६७८९",
};

/** A server language code (en_US, ar_SY, sr@latin) as a BCP 47 locale (en-US, ar-SY, sr-Latn-RS). */
export function toBCP47(code: string): string {
  return code === "sr@latin" ? "sr-Latn-RS" : code.replace(/_/g, "-");
}

export function numberingSystemFor(code: string | undefined): string {
  if (!code) return LATIN;
  const locale = toBCP47(code);
  return NUMBERING_SYSTEMS.find(([pattern]) => pattern.test(locale))?.[1] ?? LATIN;
}

/** Writes the latin digits of a text in a numbering system. */
export function toNumberingSystem(text: string, system: string): string {
  const digits = DIGITS[system];
  if (!digits || system === LATIN) return text;
  return text.replace(/[0-9]/g, (digit) => digits[Number(digit)]);
}

const NATIVE_DIGIT = new Map<string, string>();
for (const [system, digits] of Object.entries(DIGITS)) {
  if (system !== LATIN) Array.from(digits).forEach((digit, value) => NATIVE_DIGIT.set(digit, String(value)));
}

/** Reads the digits of any known numbering system as latin digits. */
export function toLatinDigits(text: string): string {
  let out = "";
  for (const char of text) out += NATIVE_DIGIT.get(char) ?? char;
  return out;
}
