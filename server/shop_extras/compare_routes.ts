// The comparison's routes (spec 3 §2, §7 "Shop extras"): POST /shop/get_product_data
// {product_ids, cookies} answers each existing product's data and rendered row, plus `cookies`,
// the JSON list of the existing ids among both; GET /shop/compare?products=1,2 is the table, and
// goes to /shop when none of the ids is a product.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { validationError } from "../errors";
import { markup } from "../html";
import { rpcHandler } from "../jsonrpc";
import { renderShopPage } from "../shop/page";
import { existingVariantIds, variantInfo, type VariantInfo } from "./compare_products";
import { compareTable, productRow } from "./compare_markup";

export const PRODUCT_IDS_INVALID = "product_ids must be a list of product ids.";

function idList(value: unknown, required: boolean): number[] {
  if (value === undefined || value === null) {
    if (required) throw validationError(PRODUCT_IDS_INVALID);
    return [];
  }
  if (!Array.isArray(value) || !value.every((id) => Number.isInteger(id))) throw validationError(PRODUCT_IDS_INVALID);
  return value as number[];
}

export function compareRoutes(app: Hono<AppEnv>) {
  app.post(
    "/shop/get_product_data",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const productIds = idList(params.product_ids, true);
      const cookies = idList(params.cookies, false);
      const answer: Record<string, unknown> = {};
      if (params.cookies !== undefined) answer.cookies = JSON.stringify(existingVariantIds(store, [...productIds, ...cookies]));
      for (const id of existingVariantIds(store, productIds)) {
        const info = variantInfo(store, id)!;
        answer[id] = { product: { id, name: info.name, display_name: info.display_name }, render: productRow(info) };
      }
      return answer;
    }),
  );

  app.get("/shop/compare", (c) => {
    const store = c.get("store");
    const ids = (c.req.query("products") ?? "").split(",").filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    const products = existingVariantIds(store, ids).map((id) => variantInfo(store, id)) as VariantInfo[];
    if (!products.length) return c.redirect("/shop");
    return renderShopPage(c, "compare.html", { compare_table: markup(compareTable(store, products, c.get("session").csrf)) });
  });
}
