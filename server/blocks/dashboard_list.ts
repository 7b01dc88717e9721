// The dashboard list item's data (spec 3 §3 "Dashboard list item"): sales of the shop's published
// products over two months, as the third-party dashboard module's ks_list_view_data ({label,
// data_rows, date_index, fields_type}), ungrouped rows or grouped by category. A "custom" item
// reads records up to its record limit; a "query" item's query returns every row.
import type { Store } from "../store";
import { templates } from "../shop/catalog";
import { PRODUCT_CATEGORIES, categoriesOf } from "./product_categories";

export const LIST_TYPES = ["ungrouped", "grouped"] as const;
export const CALCULATION_TYPES = ["custom", "query"] as const;
export const UNKNOWN_LIST_TYPE = "Unknown list type.";
const MONTHS = ["2026-10-15", "2026-11-15"];

interface Sale {
  id: number;
  date: string;
  product: string;
  category: string;
  quantity: number;
  revenue: number;
}

function sales(store: Store): Sale[] {
  return MONTHS.flatMap((date, month) =>
    templates(store).map((product, i): Sale => {
      const quantity = ((product.id * 7 + month * 3) % 9) + 1;
      const category = PRODUCT_CATEGORIES.find((c) => categoriesOf(product.id).includes(c.id))?.name ?? "Courses";
      return { id: month * 100 + i + 1, date, product: product.name, category, quantity, revenue: (quantity * Number(product.list_price) * 1000) / 1000 };
    }),
  );
}

export function listViewData(store: Store, params: Record<string, unknown>) {
  const type = params.list_type === "grouped" ? "grouped" : "ungrouped";
  const limit = Number.isInteger(params.record_limit) && (params.record_limit as number) > 0 ? (params.record_limit as number) : 0;
  const all = sales(store);
  const rows = params.calculation === "query" || !limit ? all : all.slice(0, limit);
  if (type === "ungrouped") {
    return {
      label: ["Date", "Product", "Quantity", "Revenue"],
      data_rows: rows.map((sale) => ({ id: sale.id, data: [sale.date, sale.product, sale.quantity, sale.revenue] })),
      date_index: [0],
      fields_type: ["date", "char", "integer", "float"],
    };
  }
  const groups = new Map<string, { quantity: number; revenue: number }>();
  for (const sale of rows) {
    const group = groups.get(sale.category) ?? { quantity: 0, revenue: 0 };
    group.quantity += sale.quantity;
    group.revenue += sale.revenue;
    groups.set(sale.category, group);
  }
  return {
    label: ["Category", "Quantity", "Revenue"],
    data_rows: [...groups].map(([category, sums], i) => ({ id: i + 1, data: [category, sums.quantity, sums.revenue] })),
    date_index: [],
    fields_type: ["char", "integer", "float"],
  };
}
