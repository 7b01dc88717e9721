// Renders a shop page: the fixture under fixtures/pages/shop/ in the site layout (whose header
// holds the cart link on every page), with the comparison's panel where the page has its slot.
import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { TemplateValue } from "../html";
import { renderFixture } from "../routes/pages";
import { markup } from "../html";
import { comparePanel } from "../shop_extras/compare_markup";

export function renderShopPage(c: Context<AppEnv>, file: string, values: Record<string, TemplateValue> = {}) {
  return renderFixture(c, `shop/${file}`, { compare_panel: markup(comparePanel()), ...values });
}
