// Bad input never escapes as anything but the typed errors: 10,000 random strings go through
// the tokenizer, the parser, the evaluator, Domain and parseDate, and nothing hangs; the text
// helpers take them all without an error.
import { describe, expect, test } from "vitest";
import { Domain, InvalidDomainError } from "../../../src/core/domain";
import { ConversionError, parseDate, parseDateTime } from "../../../src/core/l10n/dates";
import { decodeEntities, escapeHTML } from "../../../src/core/text/escape";
import { linkify, linkifyPlainText } from "../../../src/core/text/linkify";
import {
  EvaluationError,
  evaluateExpr,
  parseExpr,
  ParserError,
  tokenize,
  TokenizerError,
} from "../../../src/core/py/index";

const SEED = 20240228;
const COUNT = 10_000;
/** One call taking longer than this counts as a hang. */
const HANG_MS = 1000;
/** Generous: the whole run takes about a second on a laptop. */
const TEST_TIMEOUT_MS = 60_000;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEEDS = [
  "[('a', '=', 1)]",
  "['|', ('state', 'in', ['draft', 'sent']), ('partner_id.name', 'ilike', 'bob')]",
  "context_today() + relativedelta(months=1, day=31)",
  "datetime.datetime.combine(context_today(), datetime.time(0, 0, 0)).to_utc()",
  "{'a': [1, 2.5, None], 'b': (True, 'x')}.get('a')[1:]",
  "not a and b or c if d else e",
  "'%s-%d' % ('x', 3) * 2",
  "time.strftime('%Y-%m-%d') < '2024-01-01'",
  "1 < x <= 3 and y not in z and w is not None",
  "-2 ** -1 // 3 % 4",
  "+3d", "-2w", "01/02/2020", "2020-01-02 10:11:12", "1/2/20",
];
const PIECES = [
  "(", ")", "[", "]", "{", "}", ",", ":", ".", "'", '"', "\\", " ", "\n", "=", "==", "!=", "<>", "<", ">", "+", "-", "*", "**",
  "/", "//", "%", "~", "|", "&", "^", "not", "in", "is", "and", "or", "if", "else", "lambda", "None", "True", "False", "0", "1",
  "9999999999", "1e308", "-", "x", "a", "uid", "context", "parent", "get", "relativedelta", "timedelta", "datetime", "date",
  "time", "strftime", "context_today", "set", "bool", "len", "days=", "months=", "day=-1", "é", "😀", "\u0000", "$", "@",
  "\\x", "\\u12", "%s", "%Y", "%a", "/", "20", "2024", "13", "+", "d", "w", "m", "y", "T", "Z",
];

function randomInput(next: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const mode = next();
  if (mode < 0.35) {
    // mutate a realistic expression: delete, duplicate or insert pieces
    let text = pick(SEEDS);
    const edits = 1 + Math.floor(next() * 4);
    for (let i = 0; i < edits; i++) {
      const at = Math.floor(next() * (text.length + 1));
      const op = next();
      if (op < 0.33) text = text.slice(0, at) + text.slice(at + 1 + Math.floor(next() * 3));
      else if (op < 0.66) text = text.slice(0, at) + pick(PIECES) + text.slice(at);
      else text = text.slice(0, at) + text.slice(Math.floor(next() * text.length));
    }
    return text;
  }
  if (mode < 0.75) {
    return Array.from({ length: Math.floor(next() * 12) }, () => pick(PIECES)).join(next() < 0.5 ? "" : " ");
  }
  // raw random characters, some outside the BMP
  return Array.from({ length: Math.floor(next() * 24) }, () =>
    next() < 0.9 ? String.fromCharCode(32 + Math.floor(next() * 95)) : String.fromCodePoint(Math.floor(next() * 0x1ffff)),
  ).join("");
}

const CONTEXT = {
  a: 1,
  b: "b",
  c: [1, 2],
  d: null,
  e: { f: 2 },
  x: 2,
  y: 3,
  z: [4],
  w: false,
  uid: 7,
  parent: { partner_id: [3, "Bob"] },
  // functions the caller passes are called: their errors too must come out typed
  f: (...values: unknown[]) => values.length,
  get: (key: unknown) => {
    if (typeof key !== "string") throw new TypeError("key must be a string");
    return key;
  },
};

const PY_ERRORS = [TokenizerError, ParserError, EvaluationError];

function expectTyped(run: () => unknown, allowed: readonly (abstract new (...args: never[]) => Error)[], input: string) {
  const start = performance.now();
  try {
    run();
  } catch (error) {
    if (!allowed.some((type) => error instanceof type)) {
      throw new Error(`input ${JSON.stringify(input)} raised an untyped error: ${String(error)}`, { cause: error });
    }
  }
  const elapsed = performance.now() - start;
  if (elapsed > HANG_MS) throw new Error(`input ${JSON.stringify(input)} took ${Math.round(elapsed)} ms`);
}

describe(`fuzz: ${COUNT} random strings (seed ${SEED})`, () => {
  const next = random(SEED);
  const inputs = Array.from({ length: COUNT }, () => randomInput(next));

  test("the checker itself rejects untyped errors and hangs", () => {
    expect(() => expectTyped(() => { throw new TypeError("boom"); }, [ParserError], "x")).toThrow(/untyped error/);
    expect(() => expectTyped(() => { const end = performance.now() + HANG_MS + 50; while (performance.now() < end); }, [], "x")).toThrow(/took/);
  });

  test("the generator produces varied input", () => {
    expect(new Set(inputs).size).toBeGreaterThan(COUNT * 0.8);
  });

  test("tokenize, parseExpr and evaluateExpr raise only TokenizerError, ParserError, EvaluationError", () => {
    let evaluated = 0;
    for (const input of inputs) {
      expectTyped(() => tokenize(input), [TokenizerError], input);
      expectTyped(() => parseExpr(input), [TokenizerError, ParserError], input);
      expectTyped(() => {
        evaluateExpr(input, CONTEXT);
        evaluated++;
      }, PY_ERRORS, input);
    }
    expect(evaluated).toBeGreaterThan(50);
  }, TEST_TIMEOUT_MS);

  test("new Domain and contains raise only typed errors", () => {
    let built = 0;
    for (const input of inputs) {
      expectTyped(() => {
        const domain = new Domain(input);
        built++;
        domain.contains({ ...CONTEXT, state: "draft", name: "Bob" });
        domain.toString();
      }, [InvalidDomainError, ...PY_ERRORS], input);
    }
    expect(built).toBeGreaterThan(10);
  }, TEST_TIMEOUT_MS);

  test("escapeHTML, linkify and linkifyPlainText never throw, and keep the text", () => {
    const text = (html: string) => decodeEntities(html.replace(/<a [^>]*>|<\/a>/g, ""));
    for (const input of inputs) {
      expectTyped(() => {
        expect(decodeEntities(escapeHTML(input))).toBe(input);
        expect(text(linkifyPlainText(input))).toBe(input);
        linkify(input);
      }, [], input);
    }
  }, TEST_TIMEOUT_MS);

  test("parseDate and parseDateTime raise only ConversionError", () => {
    let parsed = 0;
    for (const input of inputs) {
      expectTyped(() => {
        parseDate(input);
        parsed++;
      }, [ConversionError], input);
      expectTyped(() => parseDateTime(input), [ConversionError], input);
    }
    expect(parsed).toBeGreaterThan(50);
  }, TEST_TIMEOUT_MS);
});
