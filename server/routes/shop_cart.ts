// The cart routes (spec 2 §2, §3 "Cart line", §7): update_json (add with force_create, or a line's
// set_qty), the add-to-cart / buy-now form post, and the cart page and its popover.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { missingError, userError, validationError } from "../errors";
import { markup } from "../html";
import { rpcHandler } from "../jsonrpc";
import { checkQuantity } from "../security/bounds";
import type { Row, Store } from "../store";
import { addToCart, type Cart, cartQuantity, type CustomValue, readCart, setLineQuantity, writeCart } from "../shop/cart";
import { attributesOf, valueById } from "../shop/catalog";
import { renderShopPage } from "../shop/page";
import { OUT_OF_STOCK_ERROR, stockLeft, stockLimitWarning } from "../shop_extras/stock";
import { cartLines, cartPopover, shortSummary } from "../shop/views";

export const CART_LINES_KEY = "website_sale.cart_lines";
export const SHORT_SUMMARY_KEY = "website_sale.short_cart_summary";

function listParam(value: unknown): any[] {
  if (value === undefined || value === null || value === "") return [];
  const parsed = typeof value === "string" ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) throw validationError("Invalid attribute values.");
  return parsed;
}

function productOf(store: Store, id: unknown): { product: Row; template: Row } {
  const product = store.get("product.product", Number(id));
  const template = product && store.get("product.template", product.product_tmpl_id);
  if (!product || !template?.website_published || product.active === false) throw missingError("This product is no longer available.");
  return { product, template };
}

/** The no-variant value ids and custom texts of an add, checked against the product's attributes. */
function choiceOf(store: Store, template: Row, params: Record<string, any>) {
  const attributes = attributesOf(store, template);
  const noVariantIds = listParam(params.no_variant_attribute_values)
    .map((v) => Number(v.value ?? v.id))
    .filter((id) => valueById(attributes, id)?.attribute.create_variant === "no_variant")
    .sort((a, b) => a - b);
  const customValues: CustomValue[] = listParam(params.product_custom_attribute_values)
    .filter((v) => valueById(attributes, Number(v.custom_product_template_attribute_value_id))?.value.is_custom)
    .map((v) => ({
      custom_product_template_attribute_value_id: Number(v.custom_product_template_attribute_value_id),
      attribute_value_name: String(v.attribute_value_name ?? ""),
      custom_value: String(v.custom_value ?? "").slice(0, 200),
    }));
  return { noVariantIds, customValues };
}

function cartAnswer(cart: Cart, extra: Record<string, unknown>) {
  return {
    cart_quantity: cartQuantity(cart),
    ...extra,
    [CART_LINES_KEY]: cartLines(cart),
    [SHORT_SUMMARY_KEY]: shortSummary(cart),
  };
}

function add(store: Store, cart: Cart, params: Record<string, any>, forceCreate: boolean) {
  const { product, template } = productOf(store, params.product_id);
  const { noVariantIds, customValues } = choiceOf(store, template, params);
  // Stock (spec 3 §5): never more than what is left; a sold-out product is refused.
  const wanted = checkQuantity(params.add_qty ?? 1);
  const left = stockLeft(store, cart, product.id);
  if (wanted > 0 && left <= 0) throw userError(OUT_OF_STOCK_ERROR);
  const added = addToCart(store, cart, { product, template, quantity: Math.min(wanted, left), noVariantIds, customValues, forceCreate });
  return wanted > left ? { ...added, warning: stockLimitWarning(wanted, left) } : added;
}

function cartPage(c: Context<AppEnv>) {
  const cart = readCart(c.get("store"), c.get("session").sid);
  if (c.req.query("type") === "popover") return c.html(cartPopover(cart));
  return renderShopPage(c, "cart.html", {
    cart_lines: markup(cartLines(cart)),
    summary: markup(shortSummary(cart)),
    checkout_hidden: markup(cart.lines.length ? "" : " d-none"),
  });
}

export function shopCartRoutes(app: Hono<AppEnv>) {
  app.get("/shop/cart", cartPage);

  app.post(
    "/shop/cart/update_json",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const sid = c.get("session").sid;
      const cart = readCart(store, sid);
      if (params.line_id !== undefined && params.line_id !== null && params.line_id !== false) {
        const current = cart.lines.find((l) => l.id === Number(params.line_id));
        if (!current) throw missingError("This cart line no longer exists.");
        const asked = params.set_qty !== undefined ? checkQuantity(params.set_qty) : current.quantity + checkQuantity(params.add_qty ?? 0);
        const left = stockLeft(store, cart, current.product_id, current.id);
        const wanted = Math.min(asked, Math.max(left, 0));
        const set = setLineQuantity(cart, current.id, wanted);
        const { line } = set;
        const warning = asked > left ? stockLimitWarning(asked, left) : set.warning;
        writeCart(store, sid, cart);
        return cartAnswer(cart, { line_id: line?.id ?? false, quantity: line?.quantity ?? 0, warning });
      }
      const { line, warning } = add(store, cart, params, Boolean(params.force_create));
      writeCart(store, sid, cart);
      return cartAnswer(cart, { line_id: line.id, quantity: line.quantity, warning });
    }),
  );

  app.post("/shop/cart/update", async (c) => {
    const raw = await c.req.parseBody();
    const store = c.get("store");
    const sid = c.get("session").sid;
    const cart = readCart(store, sid);
    try {
      add(store, cart, raw as Record<string, any>, false);
    } catch {
      return c.redirect("/shop/cart");
    }
    writeCart(store, sid, cart);
    return c.redirect(raw.express ? "/shop/checkout?express=1" : "/shop/cart");
  });
}
