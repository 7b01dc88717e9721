// Model methods of tracked links: the clicks grouped by day of create_date or by country (the
// platform's read_group answers), read through the generic search_read and its access checks.
import { callModelMethod } from "../security/access";
import { defineModel } from "../models/registry";
import type { Row } from "../store";
import { CLICK_MODEL } from "./trackers";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '2026-11-05 10:00:00' → '05 Nov 2026', the platform's label of a day group. */
export function dayLabel(datetime: string): string {
  const [year, month, day] = datetime.slice(0, 10).split("-");
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

function groupBy(rows: Row[], groupby: string) {
  const groups = new Map<string, { value: unknown; count: number }>();
  for (const row of rows) {
    const value = groupby === "create_date:day" ? dayLabel(String(row.create_date)) : (row[groupby] ?? false);
    const key = JSON.stringify(value);
    groups.set(key, { value, count: (groups.get(key)?.count ?? 0) + 1 });
  }
  const field = groupby.split(":")[0];
  return [...groups.values()].map(({ value, count }) => ({ [groupby]: value, [`${field}_count`]: count }));
}

defineModel(CLICK_MODEL, {
  read_group: (ctx, args, kwargs) => {
    const domain = kwargs.domain ?? args[0] ?? [];
    const groupby = String((kwargs.groupby ?? args[2] ?? [])[0] ?? "");
    const rows = callModelMethod(ctx, CLICK_MODEL, "search_read", [domain], { fields: ["create_date", "country_id"], order: "create_date asc" }) as Row[];
    if (!groupby) return [{ __count: rows.length }];
    return groupBy(rows, groupby);
  },
});
