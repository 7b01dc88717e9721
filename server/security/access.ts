// Enforces the access model (access_model.ts) on call_kw: which methods a caller may call, the
// access rights of generic operations, record rules, field access and number bounds. Refusals
// are the platform's AccessError envelopes, with its messages.
import { EXCEPTIONS, ServerException, accessError } from "../errors";
import { genericMethods, GENERIC_OPERATIONS, type RecordGuard } from "../models/generic";
import { findMethod, type CallContext } from "../models/registry";
import type { Row } from "../store";
import { checkBounds } from "./bounds";
import { EVERYONE, MODEL_ACCESS, operationsOf, passesRule, mayCallMethod, type Operation } from "./access_model";
import { userTypeOf, type UserType } from "./user_type";

const VERBS: Record<Operation, string> = { read: "access", write: "modify", create: "create", unlink: "delete" };
export const GROUP_NAMES: Record<UserType, string> = {
  public: "User types / Public",
  portal: "User types / Portal",
  internal: "User types / Internal User",
  admin: "Administration / Settings",
};
export const CONTACT_ADMINISTRATOR = "Contact your administrator to request access if necessary.";
export const NO_GROUP_ALLOWS = "No group currently allows this operation.";

const labelOf = (model: string) => MODEL_ACCESS[model]?.label ?? model;

/** The access-rights refusal (no operation right for the user type). */
export function accessRightsMessage(model: string, operation: Operation): string {
  const head = `You are not allowed to ${VERBS[operation]} '${labelOf(model)}' (${model}) records.`;
  const groups = EVERYONE.filter((type) => operationsOf(model, type).includes(operation)).map((type) => `\t- ${GROUP_NAMES[type]}`);
  const info = groups.length ? `This operation is allowed for the following groups:\n${groups.join("\n")}` : NO_GROUP_ALLOWS;
  return `${head}\n\n${info}\n\n${CONTACT_ADMINISTRATOR}`;
}

/** The record-rule refusal (the records are not the caller's). */
export const recordRuleMessage = (model: string, operation: Operation) =>
  `Due to security restrictions, you are not allowed to ${VERBS[operation]} '${labelOf(model)}' (${model}) records.\n\n${CONTACT_ADMINISTRATOR}`;

/** The field refusal. */
export const fieldAccessMessage = (model: string, fields: string[], operation: Operation) =>
  `You do not have enough rights to access the fields "${fields.join(",")}" on ${labelOf(model)} (${model}). Please contact your system administrator.\n\n(Operation: ${operation})`;

export const privateMethodMessage = (method: string) => `Private methods (such as ${method}) cannot be called remotely.`;
export const notForWebMessage = (model: string, method: string) => `The method '${method}' of '${labelOf(model)}' (${model}) cannot be called from the web.`;
export const methodNotAllowedMessage = (model: string, method: string) => `You are not allowed to call '${method}' on '${labelOf(model)}' (${model}) records.\n\n${CONTACT_ADMINISTRATOR}`;

/** Fields the store sets itself: never taken from a caller's values. */
const MAGIC_FIELDS = new Set(["id", "create_uid", "create_date", "write_uid", "write_date"]);

/** Checks a caller may do `operation` on `model` at all (access rights), else AccessError. */
export function checkAccessRights(user: Row | null, model: string, operation: Operation): void {
  if (!operationsOf(model, userTypeOf(user)).includes(operation)) throw accessError(accessRightsMessage(model, operation));
}

/** The guard the generic methods of `model` go through for this caller. */
export function recordGuard(ctx: CallContext, model: string): RecordGuard {
  const type = userTypeOf(ctx.user);
  const access = MODEL_ACCESS[model] ?? { label: model };
  const secret = new Set(access.secret ?? []);
  const fields = type === "admin" ? undefined : access.fields?.[type];
  const mayRead = (field: string) => field === "id" || (!secret.has(field) && (!fields?.read || fields.read.includes(field)));
  const mayWrite = (field: string) => !secret.has(field) && (!fields?.write || fields.write.includes(field));
  const allowed = (record: Row, operation: Operation) => passesRule(model, record, { store: ctx.store, user: ctx.user, operation });
  const refuseFields = (names: string[], operation: Operation, may: (field: string) => boolean) => {
    const refused = [...new Set(names.filter((name) => !may(name)))];
    if (refused.length) throw accessError(fieldAccessMessage(model, refused, operation));
  };

  return {
    rows: (operation) => ctx.store.all(model).filter((record) => allowed(record, operation)),
    check(record, operation) {
      if (!allowed(record, operation)) throw accessError(recordRuleMessage(model, operation));
    },
    present(record, asked) {
      if (asked?.length) refuseFields(asked, "read", mayRead);
      const names = asked?.length ? asked : Object.keys(record).filter(mayRead);
      const out: Row = { id: record.id };
      for (const name of names) if (name !== "id") out[name] = record[name] ?? false;
      return out;
    },
    searchable: (names) => refuseFields(names, "read", mayRead),
    prepare(values, operation) {
      const clean: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(values ?? {})) if (!MAGIC_FIELDS.has(name)) clean[name] = value;
      refuseFields(Object.keys(clean), operation, mayWrite);
      for (const [name, bounds] of Object.entries(access.numbers ?? {})) if (name in clean) clean[name] = checkBounds(clean[name], bounds);
      if (operation === "create") clean.create_uid = ctx.user?.id ?? false;
      return clean;
    },
  };
}

/**
 * Runs `model.method` for the caller of a call_kw: private and not-for-web methods refused,
 * methods of models/*.ts only for the user types the model declares, generic methods through
 * the access rights, record rules, field access and bounds.
 */
export function callModelMethod(ctx: CallContext, model: string, method: string, args: any[], kwargs: Record<string, any>): unknown {
  const type = userTypeOf(ctx.user);
  if (method.startsWith("_")) throw accessError(privateMethodMessage(method));
  if (MODEL_ACCESS[model]?.notForWeb?.includes(method)) throw accessError(notForWebMessage(model, method));
  const custom = findMethod(model, method);
  if (custom) {
    if (!mayCallMethod(model, method, type)) throw accessError(methodNotAllowedMessage(model, method));
    return custom(ctx, args, kwargs);
  }
  const operation = GENERIC_OPERATIONS[method];
  if (!operation) throw new ServerException(EXCEPTIONS.valueError, `The method '${method}' does not exist on the model '${model}'`);
  checkAccessRights(ctx.user, model, operation);
  return genericMethods(model, recordGuard(ctx, model))[method](ctx, args, kwargs);
}
