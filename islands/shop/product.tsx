// The product page (spec 2 §2, §3, §5, §8): the variant choice asks /sale/get_combination_info_website
// (throttled) for price, name and image; an impossible combination disables add and buy; excluded
// values say 'Not available with %s'; the choice lives in the hash; add to cart posts update_json
// (force_create), buy now posts the form with express.
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import {
  attr, checked, child, defineIsland, defineMarkup, errorText, findIn, is, isAnswerLost, localizationStore, Portal, useBind, useEnv, useHost, useOuterParts, useService, useThrottled,
  useStore, useTranslate, useWaitFor, useWriteBusy, useWriteLock, type IslandProps,
} from "../../src/kit";
import { NoticeAlert, type Notice } from "./alerts";
import { ADDED_AFTER_LOST, ADD_LOST_UNKNOWN, cartBefore, cartQuantity, cartQuantityNow, readCartAnswer } from "./cart_store";
import { carouselImage, combinationContext, pagePricelistId, readCombinationInfo, variantImage, type CombinationInfo } from "./combination_info";
import { ADD_TO_CART_FAILED, COMBINATION_INFO_FAILED, COMBINATION_INFO_THROTTLE_MS, NOT_AVAILABLE_WITH, ROUTES } from "./constants";
import { excludedValues, notAvailableText, parseExclusionData } from "./exclusions";
import { readHashCombination, writeHashCombination } from "./hash_state";
import { formatPrice, priceDigits } from "./price";
import { QUANTITY_LINK, stepQuantity } from "./quantity";
import { trackPage, TRACKING_PAGES } from "./tracking";
import { availability, cappedQuantity, cappedValue, isOutOfStock, parseAvailability, readAvailability, stockMax, type Availability } from "./stock/stock";
import {
  applyCombination, chosenCustomIds, createVariant, customValues, EXCLUDED_MESSAGE_CLASS, noVariantValues, readCombination, valueIdOf, VARIANT_CHANGE,
} from "./variant_dom";

const markup = defineMarkup({
  children: {
    valueControls: child.optional(VARIANT_CHANGE),
    valueInputs: child.optional("input.js_variant_change"),
    valueOptions: child.optional("select.js_variant_change option"),
    labels: child.optional("label"),
    customTexts: child.optional(".variant_custom_value", { valueId: attr.int("data-custom_product_template_attribute_value_id", 0) }),
    exclusions: child.optional("[data-attribute_exclusions]", { data: attr.string("data-attribute_exclusions") }),
    availability: child.optional(".availability_messages", { data: attr.string("data-availability") }),
    templateId: "input.product_template_id",
    productId: "input.product_id",
    addQty: child.optional("input[name='add_qty']"),
    quantityLinks: child.optional(QUANTITY_LINK),
    priceValue: child.optional(".oe_price .oe_currency_value"),
    price: child.optional(".oe_price"),
    listPrice: child.optional(".oe_default_price"),
    listPriceValue: child.optional(".oe_default_price .oe_currency_value"),
    unitPrice: child.optional(".o_base_unit_price"),
    unitName: child.optional(".oe_custom_base_unit"),
  },
});
/** Beside the variant block, in its form (else the page). */
const FORM_PARTS = {
  addToCart: child.optional("#add_to_cart"),
  buyNow: child.optional(".o_we_buy_now"),
  errorRegion: child.optional(".o_wsale_product_error"),
  buyNowFields: child.optional("input[type=hidden][data-buy-now]"),
};
/** Around the product, in its page. */
const PAGE_PARTS = {
  images: child.optional("#o-carousel-product, .o_wsale_product_images"),
  name: child.optional(".product_display_name"),
  image: child.optional(".product_detail_img"),
};

function Product({ parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const env = useEnv();
  const rpc = useService("rpc");
  const session = useService("session");
  const http = useService("http");
  const _t = useTranslate();
  const waitFor = useWaitFor();
  const lock = useWriteLock();
  const adding = useWriteBusy(lock);
  const localization = useStore(localizationStore);
  const stock = useStore(availability);
  const form = host.closest("form");
  const page = host.closest<HTMLElement>("#product_detail") ?? host.closest<HTMLElement>(".oe_website_sale") ?? document.body;
  const formParts = useOuterParts(form ?? page, "shop.product", FORM_PARTS);
  const pageParts = useOuterParts(page, "shop.product", PAGE_PARTS);
  const [combination, setCombination] = useState<number[]>([]);
  const [info, setInfo] = useState<CombinationInfo | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const seq = useRef(0);
  /** values marked excluded at some point: their marks are taken off once they are not */
  const marked = useRef(new Set<number>());

  const exclusionData = parseExclusionData(parts.exclusions.first() ? parts.exclusions.attrs(parts.exclusions.first()!).data : undefined);
  const excluded = excludedValues(exclusionData, combination);
  excluded.forEach((_names, id) => marked.current.add(id));
  const possible = (info?.is_combination_possible ?? true) && !combination.some((id) => excluded.has(id));
  const canAdd = possible && !isOutOfStock(stock);

  const say = (text: string, kind: Notice["kind"] = "danger") => setNotice(text ? { text, kind } : null);
  const failed = (prefix: string, error: unknown) => say(`${_t(prefix)} ${errorText(error, _t)}`);
  const templateId = () => Number(parts.templateId.first<HTMLInputElement>()?.value);
  const quantity = () => cappedQuantity(Number.parseFloat(parts.addQty.first<HTMLInputElement>()?.value ?? "1") || 1, availability.get());

  /** The stock of the chosen variant (spec 3 §5): caps the quantity; adding is disabled at 0. */
  const applyStock = (next: Availability | null) => {
    availability.set(next);
    const input = parts.addQty.first<HTMLInputElement>();
    if (input && cappedValue(input.value, next) !== input.value) input.value = cappedValue(input.value, next);
  };

  const showVariant = (next: CombinationInfo) => {
    setInfo(next);
    const input = parts.productId.first<HTMLInputElement>();
    const nextId = next.product_id ? String(next.product_id) : "0";
    if (input && input.value !== nextId) {
      input.value = nextId;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    }
  };

  const fetchInfo = useThrottled(() => {
    const mine = ++seq.current;
    const params = {
      product_template_id: templateId(),
      product_id: Number(parts.productId.first<HTMLInputElement>()?.value) || false,
      combination: readCombination(host),
      add_qty: quantity(),
      pricelist_id: pagePricelistId(host),
      parent_combination: [],
      context: combinationContext(session.user_context),
    };
    waitFor(rpc(ROUTES.combinationInfo, params, { silent: true })).then(
      (answer) => {
        if (mine !== seq.current) return;
        try {
          showVariant(readCombinationInfo(answer));
          applyStock(readAvailability(answer));
          say("");
        } catch (error) {
          failed(COMBINATION_INFO_FAILED, error);
        }
      },
      (error) => mine === seq.current && failed(COMBINATION_INFO_FAILED, error),
    );
  }, COMBINATION_INFO_THROTTLE_MS);

  const onQuantity = () => {
    applyStock(availability.get());
    fetchInfo();
  };
  const onChoice = () => {
    const chosen = readCombination(host);
    setCombination(chosen);
    const hash = writeHashCombination(window.location.hash, chosen);
    if (hash !== window.location.hash) history.replaceState(history.state, "", `${window.location.pathname}${window.location.search}${hash}`);
    fetchInfo();
  };

  useEffect(() => {
    const messages = parts.availability.first();
    applyStock(parseAvailability(messages ? parts.availability.attrs(messages).data : null));
    const fromHash = readHashCombination(window.location.hash);
    if (fromHash.length) applyCombination(host, fromHash);
    setCombination(readCombination(host));
    if (fromHash.length) fetchInfo();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);

  /** The variant of the choice: created first when its attributes are dynamic (spec 2 §7). */
  const productId = async (): Promise<number> => {
    const input = parts.productId.first<HTMLInputElement>();
    if (Number(input?.value) > 0) return Number(input!.value);
    const created = await waitFor(createVariant(rpc, host, templateId()).then(checked(is.number)));
    if (input) input.value = String(created);
    return created;
  };

  /** What the cart is told of the choice besides the variant: custom texts and no-variant values. */
  const variantFields = () => ({
    product_custom_attribute_values: JSON.stringify(customValues(host)),
    no_variant_attribute_values: JSON.stringify(noVariantValues(host)),
  });

  const addToCart = lock.locked(async () => {
    const before = cartBefore();
    try {
      const id = await productId();
      const added = quantity();
      const params = { product_id: id, add_qty: added, ...variantFields(), variant_values: readCombination(host), force_create: true, display: false };
      const answer = readCartAnswer(await waitFor(rpc(ROUTES.cartUpdateJson, params)));
      cartQuantity.set(answer.cart_quantity);
      say(answer.warning);
      trackPage(env, TRACKING_PAGES.productAddToCart(id));
      // The cart now holds more of it: less is left at once, then the server's count.
      const known = availability.get();
      if (known?.product_id === id) applyStock({ ...known, cart_qty: known.cart_qty + added });
      fetchInfo();
    } catch (error) {
      if (!isAnswerLost(error)) return failed(ADD_TO_CART_FAILED, error);
      // The server may have added it: its cart, read again, tells (nothing is sent again).
      const now = before === null ? null : await waitFor(cartQuantityNow(http));
      if (now === null) return say(_t(ADD_LOST_UNKNOWN));
      cartQuantity.set(now);
      if (now > before!) say(_t(ADDED_AFTER_LOST), "info");
      else failed(ADD_TO_CART_FAILED, error);
    }
  });

  const buyNow = async () => {
    if (!canAdd || !form || lock.isBusy()) return;
    try {
      await productId();
    } catch (error) {
      return failed(ADD_TO_CART_FAILED, error);
    }
    findIn(FORM_PARTS.buyNowFields, form).forEach((field) => field.remove());
    const hidden = (name: string, value: string) => {
      const field = Object.assign(document.createElement("input"), { type: "hidden", name, value });
      field.setAttribute("data-buy-now", "1");
      form.append(field);
    };
    Object.entries({ ...variantFields(), express: "1" }).forEach(([name, value]) => hidden(name, value));
    form.action = ROUTES.cartUpdate;
    form.submit();
  };

  const digits = priceDigits(page);
  const money = (value: number | undefined) => (info && value !== undefined ? formatPrice(value, localization, digits) : undefined);
  const picture = info ? (info.carousel ? carouselImage(info.carousel) : variantImage(info)) : null;
  const excludedText = (element: HTMLElement) => {
    const names = excluded.get(valueIdOf(element));
    return names ? notAvailableText(_t(NOT_AVAILABLE_WITH), names) : undefined;
  };
  /** A value's marks: set while excluded, taken off once it is not, left alone if it never was. */
  const marks = (element: HTMLElement) => {
    const id = valueIdOf(element);
    const names = excluded.get(id);
    if (names) return { class: { css_not_available: true }, attr: { title: excludedText(element)!, "data-excluded-by": JSON.stringify(names) } };
    return { class: { css_not_available: false }, attr: marked.current.has(id) ? { title: null, "data-excluded-by": null } : {} };
  };
  const labelOf = (input: HTMLInputElement) => (input.id ? parts.labels.all<HTMLLabelElement>().find((label) => label.htmlFor === input.id) : undefined) ?? input.closest("label");
  const excludedLabels = parts.valueInputs.all<HTMLInputElement>().filter((input) => excluded.has(valueIdOf(input))).map((input) => ({ input, label: labelOf(input) }));
  const labelMarks = new Map(parts.valueInputs.all<HTMLInputElement>().map((input) => [labelOf(input), input] as const));
  const customChosen = chosenCustomIds(host);

  useBind(parts, {
    host: { class: { css_not_available: !possible } },
    valueControls: { on: { change: onChoice } },
    valueInputs: { each: (input) => ({ class: marks(input).class }) },
    valueOptions: { each: marks },
    labels: { each: (label) => (labelMarks.has(label as HTMLLabelElement) ? marks(labelMarks.get(label as HTMLLabelElement)!) : {}) },
    customTexts: { each: (input) => ({ prop: { hidden: !customChosen.has(parts.customTexts.attrs(input).valueId) } }) },
    addQty: { attr: { "data-max": stockMax(stock) }, on: { change: onQuantity } },
    quantityLinks: { on: { click: (event, link) => stepQuantity(event, link) } },
    // The first price shown: its currency value when it has one.
    priceValue: { each: (element) => ({ text: element === parts.priceValue.first() ? money(info?.price) : undefined }) },
    price: { each: (element) => ({ text: !parts.priceValue.first() && element === parts.price.first() ? money(info?.price) : undefined }) },
    listPrice: { class: { "d-none": info ? !info.has_discounted_price : undefined }, text: parts.listPriceValue.first() ? undefined : money(info?.list_price) },
    listPriceValue: { text: money(info?.list_price) },
    unitPrice: { text: money(info?.base_unit_price) },
    unitName: { text: info?.base_unit_name || undefined },
    document: {
      on: {
        click: (event) => {
          const add = formParts.addToCart.from(event.target);
          const buy = add ? null : formParts.buyNow.from(event.target);
          if (!add && !buy) return;
          event.preventDefault();
          if (add && canAdd) void addToCart();
          else if (buy) void buyNow();
        },
      },
    },
  });
  useBind(formParts, {
    addToCart: { class: { disabled: adding || !canAdd }, attr: { "aria-disabled": String(adding || !canAdd) } },
    buyNow: { class: { disabled: !canAdd }, attr: { "aria-disabled": String(!canAdd) } },
  });
  useBind(pageParts, {
    images: { class: { css_not_available: !possible } },
    name: { text: info?.display_name || undefined },
    image: {
      attr: { src: picture ?? undefined, alt: picture ? info!.display_name : undefined },
      // A variant without a carousel and without an image of its own shows none.
      class: { invisible: info && !info.carousel ? !picture : undefined },
    },
  });

  return (
    <>
      {notice && <Portal into={formParts.errorRegion}><NoticeAlert notice={notice} compact /></Portal>}
      {excludedLabels.map(({ input, label }) => label && createPortal(<span className={EXCLUDED_MESSAGE_CLASS}>{excludedText(input)}</span>, label, String(valueIdOf(input))))}
    </>
  );
}

export default defineIsland({
  name: "shop.product",
  selector: ".js_main_product",
  moment: "load",
  mode: "enhance",
  services: ["http"],
  markup,
  Component: Product,
});
