// The generic record methods (create, read, search, search_read, search_count, write, unlink,
// read_group, web_search_read, web_read_group) over the store, with domains evaluated by the
// product's own Domain class. Every record and field goes through the caller's RecordGuard
// (security/access.ts): record rules, field access, bounds.
import { Domain } from "../../src/core/domain";
import { missingError } from "../errors";
import type { Operation } from "../security/access_model";
import type { Row, Store } from "../store";
import type { ModelMethod } from "./registry";

/** The operation each generic method needs. */
export const GENERIC_OPERATIONS: Record<string, Operation> = {
  read: "read",
  search: "read",
  search_count: "read",
  search_read: "read",
  web_search_read: "read",
  read_group: "read",
  web_read_group: "read",
  write: "write",
  create: "create",
  unlink: "unlink",
};

export interface RecordGuard {
  /** The records the caller reaches for `operation` (record rules applied). */
  rows(operation: Operation): Row[];
  /** Throws an AccessError unless the caller may do `operation` on this record. */
  check(record: Row, operation: Operation): void;
  /** The record as the caller may read it: the asked fields (refused if not readable) or all readable ones. */
  present(record: Row, fields?: string[]): Row;
  /** Throws an AccessError when a domain, order or grouping names a field the caller may not read. */
  searchable(fields: string[]): void;
  /** The values the caller may write, their numbers checked; create also stamps create_uid. */
  prepare(values: Record<string, any>, operation: "write" | "create"): Record<string, any>;
}

/** The fields a domain's conditions name (first part of a path). */
export function domainFields(domain: unknown): string[] {
  if (!Array.isArray(domain)) return [];
  return domain.filter((leaf) => Array.isArray(leaf) && leaf.length === 3 && typeof leaf[0] === "string").map((leaf) => String(leaf[0]).split(".")[0]);
}

const orderFields = (spec: unknown): string[] =>
  typeof spec === "string" && spec.trim() ? spec.split(",").map((part) => part.trim().split(/\s+/)[0]).filter(Boolean) : [];

function filter(rows: Row[], domain: unknown[] = []): Row[] {
  const d = new Domain(domain as any);
  return rows.filter((row) => d.contains(row));
}

function order(rows: Row[], spec?: string): Row[] {
  if (!spec) return rows;
  const [field, direction] = spec.split(",")[0].trim().split(/\s+/);
  const sign = direction?.toLowerCase() === "desc" ? -1 : 1;
  return [...rows].sort((a, b) => (a[field] > b[field] ? sign : a[field] < b[field] ? -sign : 0));
}

function page(rows: Row[], kwargs: Record<string, any>): Row[] {
  const offset = kwargs.offset ?? 0;
  return rows.slice(offset, kwargs.limit ? offset + kwargs.limit : undefined);
}

const missing = (model: string, id: unknown) => missingError(`Record does not exist or has been deleted.\n(Record: ${model}(${id},), User: 1)`);

export function genericMethods(model: string, guard: RecordGuard): Record<string, ModelMethod> {
  const found = (domain: unknown, kwargs: Record<string, any>, extra: string[] = []) => {
    guard.searchable([...domainFields(domain), ...orderFields(kwargs.order), ...extra]);
    return order(filter(guard.rows("read"), (domain ?? []) as unknown[]), kwargs.order);
  };
  const existing = (store: Store, id: unknown, operation: Operation) => {
    const row = store.get(model, Number(id));
    if (!row) throw missing(model, id);
    guard.check(row, operation);
    return row;
  };
  return {
    create: ({ store }, [values]) => {
      const list = (Array.isArray(values) ? values : [values]).map((v: Record<string, any>) => {
        const prepared = guard.prepare(v, "create");
        guard.check({ ...prepared, id: 0 }, "create");
        return prepared;
      });
      const ids = list.map((v) => store.create(model, v).id);
      return Array.isArray(values) ? ids : ids[0];
    },
    read: ({ store }, [ids, fields], kwargs) => (ids as number[]).map((id) => guard.present(existing(store, id, "read"), fields ?? kwargs.fields)),
    search: (_ctx, [domain], kwargs) => page(found(domain ?? kwargs.domain, kwargs), kwargs).map((r) => r.id),
    search_count: (_ctx, [domain], kwargs) => found(domain ?? kwargs.domain, kwargs).length,
    search_read: (_ctx, [domain, fields], kwargs) => page(found(domain ?? kwargs.domain ?? [], kwargs), kwargs).map((r) => guard.present(r, fields ?? kwargs.fields)),
    web_search_read: (_ctx, _args, kwargs) => {
      const all = found(kwargs.domain ?? [], kwargs);
      return { length: all.length, records: page(all, kwargs).map((r) => guard.present(r, kwargs.fields)) };
    },
    write: ({ store }, [ids, values]) => {
      const prepared = guard.prepare(values, "write");
      const rows = (ids as number[]).map((id) => existing(store, id, "write"));
      for (const row of rows) store.write(model, row.id, prepared);
      return true;
    },
    unlink: ({ store }, [ids]) => {
      const rows = (ids as number[]).map((id) => store.get(model, Number(id))).filter((row): row is Row => Boolean(row));
      for (const row of rows) guard.check(row, "unlink");
      for (const row of rows) store.unlink(model, row.id);
      return true;
    },
    read_group: (_ctx, _args, kwargs) => readGroup(found(kwargs.domain ?? [], {}, groupFields(kwargs)), kwargs.groupby?.[0]),
    web_read_group: (_ctx, _args, kwargs) => {
      const groups = readGroup(found(kwargs.domain ?? [], {}, groupFields(kwargs)), kwargs.groupby?.[0]);
      return { groups, length: groups.length };
    },
  };
}

const groupFields = (kwargs: Record<string, any>): string[] => (Array.isArray(kwargs.groupby) ? kwargs.groupby.map((g: unknown) => String(g).split(":")[0]) : []);

function readGroup(rows: Row[], groupby?: string) {
  const groups = new Map<string, { value: unknown; count: number }>();
  for (const row of rows) {
    const value = groupby ? row[groupby] ?? false : false;
    const key = JSON.stringify(value);
    const group = groups.get(key) ?? { value, count: 0 };
    group.count++;
    groups.set(key, group);
  }
  return [...groups.values()].map(({ value, count }) => ({ [groupby ?? "id"]: value, [`${groupby ?? "id"}_count`]: count, __domain: groupby ? [[groupby, "=", value]] : [] }));
}
