// Binding power (precedence) of the symbols of the expression language, shared by the parser
// and the formatter. Higher binds tighter.

const BINDING_POWER: Readonly<Record<string, number>> = {
  "=": 10,
  if: 20,
  or: 30,
  and: 40,
  not: 50,
  in: 60,
  "not in": 60,
  is: 60,
  "is not": 60,
  "<": 60,
  "<=": 60,
  ">": 60,
  ">=": 60,
  "<>": 60,
  "==": 60,
  "!=": 60,
  "|": 70,
  "^": 80,
  "&": 90,
  "<<": 100,
  ">>": 100,
  "+": 110,
  "-": 110,
  "*": 120,
  "/": 120,
  "//": 120,
  "%": 120,
  "**": 140,
  ".": 150,
  "(": 150,
  "[": 150,
};

/** Binding power of a prefix operator's operand: unary - + ~ bind tighter than * but not **. */
export const UNARY_BINDING_POWER = 130;

export function bindingPower(symbol: string): number {
  return Object.hasOwn(BINDING_POWER, symbol) ? BINDING_POWER[symbol] : 0;
}
