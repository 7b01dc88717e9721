// SQL LIKE patterns as domains use them. `like`/`ilike` look for the value anywhere in the
// text, `%` matching any run of characters. `=like`/`=ilike` match the whole text, `%`
// matching any run and `_` any single character. The i-variants fold case.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function likePatternToRegExp(pattern: string, options: { whole: boolean; ignoreCase: boolean }): RegExp {
  let source = "";
  for (const char of pattern) {
    if (char === "%") source += "[\\s\\S]*";
    else if (char === "_" && options.whole) source += "[\\s\\S]";
    else source += escapeRegExp(char);
  }
  if (options.whole) source = `^${source}$`;
  return new RegExp(source, options.ignoreCase ? "iu" : "u");
}
