// Argument checks of model calls (spec 1 §5 "ORM calls"): a bad call throws before any request.
export const ormMessages = {
  model: (model: unknown) => `Invalid model name: ${String(model)}`,
  ids: (ids: unknown) => `Invalid ids list: ${JSON.stringify(ids)}`,
  fields: (fields: unknown) => `Invalid fields list: ${JSON.stringify(fields)}`,
  domain: (domain: unknown) => `Invalid domain: ${JSON.stringify(domain)}`,
  data: (data: unknown) => `Invalid data: ${JSON.stringify(data)}`,
  groupby: (groupby: unknown) => `Invalid groupby list: ${JSON.stringify(groupby)}`,
};

const isNumberList = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === "number");
const isStringList = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === "string");
const isPlainObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

export function validateModel(model: unknown): void {
  if (typeof model !== "string" || model.length === 0) throw new Error(ormMessages.model(model));
}
export function validateIds(ids: unknown): void {
  if (!isNumberList(ids)) throw new Error(ormMessages.ids(ids));
}
export function validateFields(fields: unknown): void {
  if (!isStringList(fields)) throw new Error(ormMessages.fields(fields));
}
export function validateDomain(domain: unknown): void {
  if (!Array.isArray(domain)) throw new Error(ormMessages.domain(domain));
}
export function validateData(data: unknown): void {
  if (!isPlainObject(data)) throw new Error(ormMessages.data(data));
}
/** Grouped reads need their groupby: a list of field names (with an optional ":interval"). */
export function validateGroupby(groupby: unknown): void {
  if (!isStringList(groupby)) throw new Error(ormMessages.groupby(groupby));
}
