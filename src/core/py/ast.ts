// Tokens and syntax tree of the expression language. The numeric type codes are the ones the
// web client of the platform uses, so trees built elsewhere can be evaluated and formatted here.

export const TokenType = { Number: 0, String: 1, Symbol: 2, Name: 3, Constant: 4 } as const;

export type Token =
  | { type: typeof TokenType.Number; value: number }
  | { type: typeof TokenType.String; value: string }
  | { type: typeof TokenType.Symbol; value: string }
  | { type: typeof TokenType.Name; value: string }
  | { type: typeof TokenType.Constant; value: "None" | "True" | "False" };

export const ASTType = {
  Number: 0,
  String: 1,
  Boolean: 2,
  None: 3,
  List: 4,
  Name: 5,
  UnaryOperator: 6,
  BinaryOperator: 7,
  FunctionCall: 8,
  Assignment: 9,
  Tuple: 10,
  Dictionary: 11,
  Lookup: 12,
  If: 13,
  BooleanOperator: 14,
  ObjLookup: 15,
  Slice: 16,
} as const;

export interface ASTNumber { type: 0; value: number }
export interface ASTString { type: 1; value: string }
export interface ASTBoolean { type: 2; value: boolean }
export interface ASTNone { type: 3 }
export interface ASTList { type: 4; value: AST[] }
export interface ASTName { type: 5; value: string }
export interface ASTUnaryOperator { type: 6; op: string; right: AST }
export interface ASTBinaryOperator { type: 7; op: string; left: AST; right: AST }
export interface ASTFunctionCall { type: 8; fn: AST; args: AST[]; kwargs: Record<string, AST> }
/** name = value: a keyword argument of a call, or a whole expression such as `a=1` */
export interface ASTAssignment { type: 9; name: ASTName; value: AST }
export interface ASTTuple { type: 10; value: AST[] }
export interface ASTDictionary { type: 11; value: Record<string, AST> }
export interface ASTLookup { type: 12; target: AST; key: AST }
export interface ASTIf { type: 13; condition: AST; ifTrue: AST; ifFalse: AST }
export interface ASTBooleanOperator { type: 14; op: "and" | "or"; left: AST; right: AST }
export interface ASTObjLookup { type: 15; obj: AST; key: string }
/** only as the key of a Lookup: target[start:stop:step] */
export interface ASTSlice { type: 16; start: AST | null; stop: AST | null; step: AST | null }

export type AST =
  | ASTNumber
  | ASTString
  | ASTBoolean
  | ASTNone
  | ASTList
  | ASTName
  | ASTUnaryOperator
  | ASTBinaryOperator
  | ASTFunctionCall
  | ASTAssignment
  | ASTTuple
  | ASTDictionary
  | ASTLookup
  | ASTIf
  | ASTBooleanOperator
  | ASTObjLookup
  | ASTSlice;
