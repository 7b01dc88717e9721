// Conversion of the server's strftime formats (lang_parameters date_format "%m/%d/%Y",
// time_format "%H:%M:%S") into luxon format tokens. Letters that are not directives are
// quoted so luxon prints them as they are.

const DIRECTIVE_TO_LUXON: Readonly<Record<string, string>> = {
  a: "ccc",
  A: "cccc",
  b: "MMM",
  B: "MMMM",
  c: "ccc MMM d HH:mm:ss yyyy",
  d: "dd",
  e: "d",
  H: "HH",
  I: "hh",
  j: "ooo",
  m: "MM",
  M: "mm",
  p: "a",
  S: "ss",
  W: "WW",
  w: "c",
  x: "MM/dd/yy",
  X: "HH:mm:ss",
  y: "yy",
  Y: "yyyy",
  z: "ZZZ",
  Z: "ZZZZ",
  "%": "%",
};

/** Directives with the padding removed ("%-d" on glibc). */
const UNPADDED_DIRECTIVE_TO_LUXON: Readonly<Record<string, string>> = {
  d: "d",
  H: "H",
  I: "h",
  m: "M",
  M: "m",
  S: "s",
  j: "o",
};

const cache = new Map<string, string>();

function quoteLiteral(text: string): string {
  if (!text) return "";
  // luxon: text between single quotes is literal; a doubled quote is a quote
  return /[A-Za-z']/.test(text) ? `'${text.replace(/'/g, "''")}'` : text;
}

export function strftimeToLuxon(format: string): string {
  const cached = cache.get(format);
  if (cached !== undefined) return cached;
  let output = "";
  let literal = "";
  for (let i = 0; i < format.length; i++) {
    const char = format[i];
    if (char === "%" && i + 1 < format.length) {
      let directive = format[i + 1];
      let table = DIRECTIVE_TO_LUXON;
      if (directive === "-" && i + 2 < format.length) {
        table = UNPADDED_DIRECTIVE_TO_LUXON;
        directive = format[i + 2];
      }
      const tokens = table[directive];
      if (tokens !== undefined) {
        i += table === DIRECTIVE_TO_LUXON ? 1 : 2;
        if (tokens === "%") {
          literal += "%";
          continue;
        }
        output += quoteLiteral(literal) + tokens;
        literal = "";
        continue;
      }
    }
    literal += char;
  }
  output += quoteLiteral(literal);
  cache.set(format, output);
  return output;
}
