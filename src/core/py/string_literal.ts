// Decoding of the body of a string literal with Python 3 escapes: \\ \' \" \a \b \f \n \r \t
// \v, octal \ooo, \xhh, \uXXXX, \UXXXXXXXX, a backslash before a newline. An unknown escape
// keeps its backslash, as Python does. Raw strings (r'...') keep everything as written.
import { INVALID_EXPRESSION, TokenizerError } from "./errors";

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\n": "",
};

const HEX_ESCAPE_LENGTH: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

function badEscape(detail: string): TokenizerError {
  return new TokenizerError(INVALID_EXPRESSION).withDetails({ detail });
}

export function decodeStringLiteral(body: string, raw = false): string {
  if (raw || !body.includes("\\")) return body;
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (char !== "\\" || i + 1 >= body.length) {
      out += char;
      continue;
    }
    const escape = body[i + 1];
    if (escape in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[escape];
      i++;
    } else if (escape in HEX_ESCAPE_LENGTH) {
      const length = HEX_ESCAPE_LENGTH[escape];
      const hex = body.slice(i + 2, i + 2 + length);
      if (hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex)) throw badEscape(`truncated \\${escape} escape`);
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) throw badEscape(`illegal Unicode character \\${escape}${hex}`);
      out += String.fromCodePoint(code);
      i += 1 + length;
    } else if (escape >= "0" && escape <= "7") {
      const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1))![0];
      out += String.fromCodePoint(parseInt(octal, 8));
      i += octal.length;
    } else if (escape === "N") {
      throw badEscape("\\N{...} escapes are not supported");
    } else {
      out += "\\";
    }
  }
  return out;
}
