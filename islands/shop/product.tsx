// The product page (spec 2 §2, §3, §5, §8): the variant choice asks /sale/get_combination_info_website
// (throttled 500 ms) for price, list price, discount, name and image; an impossible combination
// disables add and buy and marks the image unavailable; excluded values say 'Not available with
// %s'; the choice lives in the hash (attr=…) and comes back on load; quantities are clamped; add
// to cart posts update_json (force_create) and buy now posts the form with express.
import { useEffect, useRef } from "react";
import { useStore } from "@nanostores/react";
import { isAnswerLost } from "../../src/kit";
import { errorText } from "../../src/kit";
import { ADDED_AFTER_LOST, ADD_LOST_UNKNOWN, badgeQuantity, cartQuantityNow } from "./cart_after_lost";
import { readCartAnswer } from "./cart_answer";
import { cartQuantity } from "./cart_store";
import { carouselImage, readCombinationInfo, type CombinationInfo } from "./combination_info";
import { combinationContext, pagePricelistId, variantImage } from "./combination_params";
import { ADD_TO_CART_FAILED, COMBINATION_INFO_FAILED, COMBINATION_INFO_THROTTLE_MS, NOT_AVAILABLE_WITH, ROUTES } from "./constants";
import { readHashCombination, writeHashCombination } from "./hash_state";
import { formatPrice, priceDigits } from "./price";
import { QUANTITY_LINK, steppedQuantity } from "./quantity_buttons";
import {
  throttle,
  defineIsland,
  localizationStore,
  useEnv,
  useHost,
  useHostEvent,
  useService,
  useTranslate,
} from "../../src/kit";
import { trackPage, TRACKING_PAGES } from "./tracking";
import { availability, cappedQuantity, parseAvailability, readAvailability } from "./stock/stock";
import { applyStockCap } from "./stock/stock_cap";
import { applyCombination, customValues, markExclusions, noVariantValues, readCombination, toggleCustomFields, VARIANT_CHANGE } from "./variant_dom";

export const ADD_TO_CART = "#add_to_cart";
export const BUY_NOW = ".o_we_buy_now";
export const ERROR_REGION = ".o_wsale_product_error";
const IMAGES = "#o-carousel-product, .o_wsale_product_images";

function setDisabled(element: HTMLElement | null, disabled: boolean) {
  if (!element) return;
  element.classList.toggle("disabled", disabled);
  element.setAttribute("aria-disabled", String(disabled));
}

function Product() {
  const host = useHost();
  const env = useEnv();
  const rpc = useService("rpc");
  const session = useService("session");
  const http = useService("http");
  const _t = useTranslate();
  const localization = useStore(localizationStore);
  const page = host.closest<HTMLElement>("#product_detail") ?? host.closest<HTMLElement>(".oe_website_sale") ?? document.body;
  const state = useRef({ possible: true, outOfStock: false, busy: false, seq: 0 });
  const form = host.closest("form");
  const addQty = () => host.querySelector<HTMLInputElement>("input[name='add_qty']");
  const quantity = () => cappedQuantity(Number.parseFloat(addQty()?.value ?? "1") || 1, availability.get());

  const showError = (text: string, kind: "danger" | "info" = "danger") => {
    const region = (form ?? host).querySelector<HTMLElement>(ERROR_REGION);
    if (!region) return;
    region.replaceChildren();
    if (!text) return;
    const alert = document.createElement("div");
    alert.className = `alert alert-${kind} py-2`;
    alert.setAttribute("role", "alert");
    alert.textContent = text;
    region.append(alert);
  };

  const canAdd = () => state.current.possible && !state.current.outOfStock;
  const setPossible = (possible: boolean) => {
    state.current.possible = possible;
    host.classList.toggle("css_not_available", !possible);
    page.querySelectorAll<HTMLElement>(IMAGES).forEach((el) => el.classList.toggle("css_not_available", !possible));
    setDisabled((form ?? page).querySelector(ADD_TO_CART), !canAdd());
    setDisabled((form ?? page).querySelector(BUY_NOW), !canAdd());
  };
  /** The stock of the chosen variant (spec 3 §5): caps the quantity, disables adding at 0. */
  const applyStock = (answer: unknown) => {
    state.current.outOfStock = applyStockCap(host, readAvailability(answer));
    setPossible(state.current.possible);
  };

  const applyInfo = (info: CombinationInfo) => {
    const digits = priceDigits(page);
    const price = host.querySelector(".oe_price .oe_currency_value") ?? host.querySelector(".oe_price");
    if (price) price.textContent = formatPrice(info.price, localization, digits);
    const listPrice = host.querySelector<HTMLElement>(".oe_default_price");
    if (listPrice) {
      const value = listPrice.querySelector(".oe_currency_value") ?? listPrice;
      value.textContent = formatPrice(info.list_price, localization, digits);
      listPrice.classList.toggle("d-none", !info.has_discounted_price);
    }
    const unitPrice = host.querySelector(".o_base_unit_price");
    if (unitPrice && info.base_unit_price !== undefined) unitPrice.textContent = formatPrice(info.base_unit_price, localization, digits);
    const unitName = host.querySelector(".oe_custom_base_unit");
    if (unitName && info.base_unit_name) unitName.textContent = info.base_unit_name;
    const name = page.querySelector(".product_display_name");
    if (name && info.display_name) name.textContent = info.display_name;
    const productId = host.querySelector<HTMLInputElement>("input.product_id");
    const nextId = info.product_id ? String(info.product_id) : "0";
    if (productId && productId.value !== nextId) {
      productId.value = nextId;
      productId.dispatchEvent(new Event("change", { bubbles: true }));
    }
    const image = page.querySelector<HTMLImageElement>(".product_detail_img");
    const src = info.carousel ? carouselImage(info.carousel) : variantImage(info);
    if (image && src) {
      image.src = src;
      image.alt = info.display_name;
    }
    // A variant without a carousel and without an image of its own shows none.
    if (image && !info.carousel) image.classList.toggle("invisible", !src);
    setPossible(info.is_combination_possible && !markExclusions(host, _t(NOT_AVAILABLE_WITH)));
  };

  const fetchInfo = useRef(
    throttle(() => {
      const seq = ++state.current.seq;
      const params = {
        product_template_id: Number(host.querySelector<HTMLInputElement>("input.product_template_id")?.value),
        product_id: Number(host.querySelector<HTMLInputElement>("input.product_id")?.value) || false,
        combination: readCombination(host),
        add_qty: quantity(),
        pricelist_id: pagePricelistId(host),
        parent_combination: [],
        context: combinationContext(session.user_context),
      };
      rpc(ROUTES.combinationInfo, params, { silent: true }).then(
        (answer) => {
          if (seq !== state.current.seq) return;
          try {
            latestApply.current(readCombinationInfo(answer));
            applyStock(answer);
            showError("");
          } catch (error) {
            showError(`${_t(COMBINATION_INFO_FAILED)} ${errorText(error, _t)}`);
          }
        },
        (error) => seq === state.current.seq && showError(`${_t(COMBINATION_INFO_FAILED)} ${errorText(error, _t)}`),
      );
    }, COMBINATION_INFO_THROTTLE_MS),
  ).current;
  const latestApply = useRef(applyInfo);
  latestApply.current = applyInfo;

  const onChoice = () => {
    toggleCustomFields(host);
    const excluded = markExclusions(host, _t(NOT_AVAILABLE_WITH));
    if (excluded) setPossible(false);
    const hash = writeHashCombination(window.location.hash, readCombination(host));
    if (hash !== window.location.hash) history.replaceState(history.state, "", `${window.location.pathname}${window.location.search}${hash}`);
    fetchInfo();
  };

  useEffect(() => {
    applyStock(parseAvailability(host.querySelector(".availability_messages")?.getAttribute("data-availability") ?? null));
    const fromHash = readHashCombination(window.location.hash);
    if (fromHash.length) applyCombination(host, fromHash);
    toggleCustomFields(host);
    if (markExclusions(host, _t(NOT_AVAILABLE_WITH))) setPossible(false);
    if (fromHash.length) fetchInfo();
    return () => fetchInfo.cancel();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);

  useHostEvent("change", onChoice, { selector: VARIANT_CHANGE });
  useHostEvent(
    "change",
    () => {
      applyStockCap(host, availability.get());
      fetchInfo();
    },
    { selector: "input[name='add_qty']" },
  );
  useHostEvent(
    "click",
    (event, link) => {
      event.preventDefault();
      const stepped = steppedQuantity(link);
      if (!stepped || Number(stepped.input.value) === stepped.value) return;
      stepped.input.value = String(stepped.value);
      stepped.input.dispatchEvent(new Event("change", { bubbles: true }));
    },
    { selector: QUANTITY_LINK },
  );

  /** The variant of the choice: created first when its attributes are dynamic (spec 2 §7). */
  const productId = async (): Promise<number> => {
    const current = Number(host.querySelector<HTMLInputElement>("input.product_id")?.value);
    if (current > 0) return current;
    const created = await rpc<number>(ROUTES.createVariant, {
      product_template_id: Number(host.querySelector<HTMLInputElement>("input.product_template_id")?.value),
      product_template_attribute_value_ids: JSON.stringify(readCombination(host).filter((id) => !noVariantValues(host).some((v) => v.custom_product_template_attribute_value_id === id))),
    });
    const input = host.querySelector<HTMLInputElement>("input.product_id");
    if (input) input.value = String(created);
    return created;
  };

  const addToCart = async (button: HTMLElement) => {
    if (!canAdd() || state.current.busy) return;
    state.current.busy = true;
    setDisabled(button, true);
    const before = cartQuantity.get() ?? badgeQuantity(document);
    try {
      const id = await productId();
      const added = quantity();
      const answer = readCartAnswer(
        await rpc(ROUTES.cartUpdateJson, {
          product_id: id,
          add_qty: added,
          product_custom_attribute_values: JSON.stringify(customValues(host)),
          no_variant_attribute_values: JSON.stringify(noVariantValues(host)),
          variant_values: readCombination(host),
          force_create: true,
          display: false,
        }),
      );
      cartQuantity.set(answer.cart_quantity);
      showError(answer.warning);
      trackPage(env, TRACKING_PAGES.productAddToCart(id));
      // The cart now holds more of it: less is left at once, then the server's count.
      const stock = availability.get();
      if (stock?.product_id === id) applyStock({ ...stock, cart_qty: stock.cart_qty + added });
      fetchInfo();
    } catch (error) {
      if (!isAnswerLost(error)) return showError(`${_t(ADD_TO_CART_FAILED)} ${errorText(error, _t)}`);
      // The server may have added it: its cart, read again, tells (nothing is sent again).
      const now = before === null ? null : await cartQuantityNow(http);
      if (now === null) return showError(_t(ADD_LOST_UNKNOWN));
      cartQuantity.set(now);
      if (now > before!) showError(_t(ADDED_AFTER_LOST), "info");
      else showError(`${_t(ADD_TO_CART_FAILED)} ${errorText(error, _t)}`);
    } finally {
      state.current.busy = false;
      setDisabled(button, !canAdd());
    }
  };

  const buyNow = async () => {
    if (!canAdd() || !form || state.current.busy) return;
    try {
      await productId();
    } catch (error) {
      return showError(`${_t(ADD_TO_CART_FAILED)} ${errorText(error, _t)}`);
    }
    const hidden = (name: string, value: string) => {
      form.querySelector(`input[type=hidden][name="${name}"][data-buy-now]`)?.remove();
      const input = document.createElement("input");
      Object.assign(input, { type: "hidden", name, value });
      input.dataset.buyNow = "1";
      form.append(input);
    };
    hidden("product_custom_attribute_values", JSON.stringify(customValues(host)));
    hidden("no_variant_attribute_values", JSON.stringify(noVariantValues(host)));
    hidden("express", "1");
    form.action = ROUTES.cartUpdate;
    form.submit();
  };

  useEffect(() => {
    const root = form ?? host;
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element).closest<HTMLElement>(`${ADD_TO_CART}, ${BUY_NOW}`);
      if (!target || !root.contains(target)) return;
      event.preventDefault();
      if (target.matches(ADD_TO_CART)) void addToCart(target);
      else void buyNow();
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  });
  return null;
}

export default defineIsland({
  name: "shop.product",
  selector: ".js_main_product",
  moment: "load",
  mode: "enhance",
  services: ["http"],
  Component: Product,
});
