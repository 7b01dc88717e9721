// The shop's routes, delays and messages (spec 2 §2, §7, §8, §9), each written once.
export const ROUTES = {
  combinationInfo: "/sale/get_combination_info_website",
  createVariant: "/sale/create_product_variant",
  cartUpdateJson: "/shop/cart/update_json",
  cartUpdate: "/shop/cart/update",
  cart: "/shop/cart",
  cartPopover: "/shop/cart?type=popover",
  countryInfos: (countryId: string | number) => `/shop/country_infos/${countryId}`,
  saveLayout: "/shop/save_shop_layout_mode",
  shop: "/shop",
  checkout: "/shop/checkout",
  confirmOrder: "/shop/confirm_order",
  addProduct: "/shop/add_product",
} as const;

export const CART_UPDATE_DEBOUNCE_MS = 500;
export const COUNTRY_CHANGE_DEBOUNCE_MS = 500;
export const COMBINATION_INFO_THROTTLE_MS = 500;
export const POPOVER_OPEN_DELAY_MS = 300;
export const POPOVER_HIDE_DELAY_MS = 1000;

export const PRICE_RANGE_DEFAULT = { min: 0, max: 100, step: 1 } as const;
export const DEFAULT_PRICE_DIGITS = 2;
export const QUANTITY_MIN_DEFAULT = 0;
export const QUANTITY_MAX_DEFAULT = Infinity;
export const LAYOUT_MODES = ["grid", "list"] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];

export const NOT_AVAILABLE_WITH = "Not available with %s";
export const COMBINATION_INFO_FAILED = "The price of this combination could not be updated. The price shown is the last one known.";
export const CART_UPDATE_FAILED = "Your cart could not be updated. The quantity was put back.";
export const COUNTRY_INFOS_FAILED = "The states of this country could not be loaded. Your address is kept: please try again.";
export const ADD_TO_CART_FAILED = "The product could not be added to your cart.";

export const RECENTLY_VIEWED_DEBOUNCE_MS = 8000;
export const SEEN_PRODUCT_COOKIE_SECONDS = 30 * 60;
export const seenProductCookie = (productId: number | string) => `seen_product_id_${productId}`;
export const RECENTLY_VIEWED_ROUTE = "/shop/products/recently_viewed_update";

export { NAVBAR_ACTION_NOT_HANDLED, NAVBAR_ACTION_RETRIES, NAVBAR_ACTION_RETRY_MS } from "../website/navbar_action";
