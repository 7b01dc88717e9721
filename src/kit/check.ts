// Answer checks, declared once per call: a schema says what shape the spec gives an answer, and
// `checked(schema)` turns a value of another shape into a MalformedAnswerError, so the island's
// error path says "The server sent an answer that could not be read." instead of failing later.
// A dozen lines of our own instead of a schema library: the runtime needs only these shapes.
import { MalformedAnswerError } from "./error_text";

export type Schema<T> = (value: unknown) => value is T;
export type Infer<S> = S extends Schema<infer T> ? T : never;

export const is = {
  string: ((value) => typeof value === "string") as Schema<string>,
  number: ((value) => typeof value === "number" && Number.isFinite(value)) as Schema<number>,
  boolean: ((value) => typeof value === "boolean") as Schema<boolean>,
  unknown: ((_value) => true) as Schema<unknown>,
  literal: <T extends string | number | boolean | null>(...values: T[]): Schema<T> => (value): value is T => values.includes(value as T),
  optional: <T>(schema: Schema<T>): Schema<T | undefined> => (value): value is T | undefined => value === undefined || schema(value),
  nullable: <T>(schema: Schema<T>): Schema<T | null> => (value): value is T | null => value === null || schema(value),
  /** the platform's "no value": false (or null) in place of a record or a string */
  orFalse: <T>(schema: Schema<T>): Schema<T | false | null> => (value): value is T | false | null => value === false || value === null || schema(value),
  array: <T>(item: Schema<T>): Schema<T[]> => (value): value is T[] => Array.isArray(value) && value.every(item),
  record: <T>(item: Schema<T>): Schema<Record<string, T>> => (value): value is Record<string, T> =>
    typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(item),
  /** an object with at least these keys (others are allowed, as the platform adds some) */
  object: <S extends Record<string, Schema<any>>>(shape: S): Schema<{ [K in keyof S]: Infer<S[K]> }> => (value): value is { [K in keyof S]: Infer<S[K]> } =>
    typeof value === "object" && value !== null && !Array.isArray(value) && Object.entries(shape).every(([key, schema]) => schema((value as any)[key])),
  union: <T extends Schema<any>[]>(...schemas: T): Schema<Infer<T[number]>> => (value): value is Infer<T[number]> => schemas.some((schema) => schema(value)),
};

/** The answer, typed, or a MalformedAnswerError. */
export function expectAnswer<T>(value: unknown, schema: Schema<T>): T {
  if (!schema(value)) throw new MalformedAnswerError();
  return value;
}

/** For `.then(checked(schema))` on a call. */
export const checked = <T>(schema: Schema<T>) => (value: unknown): T => expectAnswer(value, schema);
