// The visitor's cart, kept in the session (it survives reloads): lines of a variant with the
// no-variant and custom values chosen, a quantity, and the unit price of that choice.
import { validationError } from "../errors";
import { checkQuantity } from "../security/bounds";
import { readSessionData, writeSessionData } from "../portal/session_data";
import type { Row, Store } from "../store";
import { attributesOf, displayName, prices, round2, valueById } from "./catalog";

export interface CustomValue {
  custom_product_template_attribute_value_id: number;
  attribute_value_name?: string;
  custom_value: string;
}

export interface CartLine {
  id: number;
  product_id: number;
  template_id: number;
  name: string;
  quantity: number;
  price_unit: number;
  no_variant_ids: number[];
  custom_values: CustomValue[];
}

export interface Cart {
  lines: CartLine[];
  nextLineId: number;
}

export interface Address {
  name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  zip: string;
  country_id: number;
  state_id: number | false;
}

export const CART_KEY = "shop_cart";
export const ADDRESS_KEY = "shop_address";
export const LAYOUT_KEY = "shop_layout_mode";
export const ORDER_KEY = "shop_order_id";
export const MAX_LINE_QUANTITY = 1000;
export const QUANTITY_LIMIT_WARNING = "You ask for %s products but only %s is available";

export function readCart(store: Store, sid: string): Cart {
  const cart = readSessionData(store, sid)[CART_KEY] as Cart | undefined;
  return cart ?? { lines: [], nextLineId: 1 };
}

export function writeCart(store: Store, sid: string, cart: Cart): void {
  writeSessionData(store, sid, { [CART_KEY]: cart });
}

export const cartQuantity = (cart: Cart) => cart.lines.reduce((sum, line) => sum + line.quantity, 0);
export const cartTotal = (cart: Cart) => round2(cart.lines.reduce((sum, line) => sum + line.quantity * line.price_unit, 0));

export interface AddParams {
  product: Row;
  template: Row;
  quantity: number;
  noVariantIds: number[];
  customValues: CustomValue[];
  forceCreate: boolean;
}

/** Sets a line's quantity within bounds; the answer's warning when it had to be lowered. */
function clampLine(line: CartLine, wanted: number): string {
  if (wanted <= MAX_LINE_QUANTITY) {
    line.quantity = wanted;
    return "";
  }
  line.quantity = MAX_LINE_QUANTITY;
  return QUANTITY_LIMIT_WARNING.replace("%s", String(wanted)).replace("%s", String(MAX_LINE_QUANTITY));
}

const sameChoice = (line: CartLine, params: AddParams) =>
  line.product_id === params.product.id &&
  line.no_variant_ids.join(",") === params.noVariantIds.join(",") &&
  JSON.stringify(line.custom_values) === JSON.stringify(params.customValues);

/** Adds to the cart (a new line when forced or when the choice differs); returns the line and a warning. */
export function addToCart(store: Store, cart: Cart, params: AddParams): { line: CartLine; warning: string } {
  const quantity = checkQuantity(params.quantity);
  if (quantity <= 0) throw validationError("The quantity to add must be positive.");
  const existing = params.forceCreate && params.customValues.length ? undefined : cart.lines.find((line) => sameChoice(line, params));
  if (existing) return { line: existing, warning: clampLine(existing, existing.quantity + quantity) };
  const combination = [...(params.product.combination as number[]), ...params.noVariantIds];
  const attributes = attributesOf(store, params.template);
  const customs = params.customValues.map((c) => `${valueById(attributes, c.custom_product_template_attribute_value_id)?.value.name ?? ""}: ${c.custom_value}`);
  const noVariantNames = params.noVariantIds
    .map((id) => valueById(attributes, id))
    .filter((found) => found && !found.value.is_custom)
    .map((found) => `${found!.attribute.name}: ${found!.value.name}`);
  const details = [...noVariantNames, ...customs];
  const line: CartLine = {
    id: cart.nextLineId++,
    product_id: params.product.id,
    template_id: params.template.id,
    name: displayName(store, params.template, combination) + (details.length ? `\n${details.join("\n")}` : ""),
    quantity: 0,
    price_unit: prices(store, params.template, combination).price,
    no_variant_ids: params.noVariantIds,
    custom_values: params.customValues,
  };
  const warning = clampLine(line, quantity);
  cart.lines.push(line);
  return { line, warning };
}

/** Sets a line's quantity; 0 or less removes it. */
export function setLineQuantity(cart: Cart, lineId: number, quantity: number): { line: CartLine | null; warning: string } {
  const line = cart.lines.find((l) => l.id === lineId);
  if (!line) return { line: null, warning: "" };
  const wanted = checkQuantity(quantity);
  if (wanted <= 0) {
    cart.lines = cart.lines.filter((l) => l.id !== lineId);
    return { line: null, warning: "" };
  }
  return { line, warning: clampLine(line, Math.floor(wanted)) };
}
