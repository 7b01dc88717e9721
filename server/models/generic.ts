// The generic record methods (create, read, search, search_read, search_count, write, unlink,
// read_group, web_search_read, web_read_group) over the store, with domains evaluated by the
// product's own Domain class.
import { Domain } from "../../src/core/domain";
import { missingError } from "../errors";
import type { Row } from "../store";
import type { ModelMethod } from "./registry";

function pick(row: Row, fields?: string[]): Row {
  if (!fields || fields.length === 0) return row;
  const out: Row = { id: row.id };
  for (const field of fields) out[field] = row[field] ?? false;
  return out;
}

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

export function genericMethods(model: string): Record<string, ModelMethod> {
  const searchRows = ({ store }: Parameters<ModelMethod>[0], domain: unknown[], kwargs: Record<string, any>) =>
    page(order(filter(store.all(model), domain), kwargs.order), kwargs);
  return {
    create: ({ store }, [values]) => {
      const list = Array.isArray(values) ? values : [values];
      const ids = list.map((v: object) => store.create(model, v).id);
      return Array.isArray(values) ? ids : ids[0];
    },
    read: ({ store }, [ids, fields]) =>
      (ids as number[]).map((id) => {
        const row = store.get(model, id);
        if (!row) throw missingError(`Record does not exist or has been deleted.\n(Record: ${model}(${id},), User: 1)`);
        return pick(row, fields ?? []);
      }),
    search: (ctx, [domain], kwargs) => searchRows(ctx, domain ?? kwargs.domain, kwargs).map((r) => r.id),
    search_count: ({ store }, [domain], kwargs) => filter(store.all(model), domain ?? kwargs.domain).length,
    search_read: (ctx, [domain, fields], kwargs) =>
      searchRows(ctx, domain ?? kwargs.domain ?? [], kwargs).map((r) => pick(r, fields ?? kwargs.fields)),
    web_search_read: ({ store }, _args, kwargs) => {
      const all = order(filter(store.all(model), kwargs.domain ?? []), kwargs.order);
      return { length: all.length, records: page(all, kwargs).map((r) => pick(r, kwargs.fields)) };
    },
    write: ({ store }, [ids, values]) => {
      for (const id of ids as number[]) if (!store.write(model, id, values)) throw missingError(`Record does not exist or has been deleted.\n(Record: ${model}(${id},), User: 1)`);
      return true;
    },
    unlink: ({ store }, [ids]) => {
      for (const id of ids as number[]) store.unlink(model, id);
      return true;
    },
    read_group: ({ store }, _args, kwargs) => readGroup(filter(store.all(model), kwargs.domain ?? []), kwargs.groupby?.[0]),
    web_read_group: ({ store }, _args, kwargs) => {
      const groups = readGroup(filter(store.all(model), kwargs.domain ?? []), kwargs.groupby?.[0]);
      return { groups, length: groups.length };
    },
  };
}

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
