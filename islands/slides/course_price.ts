// A sold course's price, and list price when discounted, in the page's number format as the platform's
// monetary fields; the channel data sits on the buy link, read by the join island's markup contract.
import { child, localizationStore, useBind, useOuterParts, useStore } from "../../src/kit";
import { formatPrice } from "../shop/price";

export interface CoursePrice { price: number; listPrice: number; hasDiscountedPrice: boolean }

const PRICE_PARTS = {
  priceValue: child.optional(".oe_price .oe_currency_value"),
  listPrice: child.optional(".oe_default_price"),
  listPriceValue: child.optional(".oe_default_price .oe_currency_value"),
};

/** Binds the prices of the buy area `area` (the link's `.o_wslides_js_course_join`); a page without a price keeps its text. */
export function useCoursePrice(area: HTMLElement, course: CoursePrice): void {
  const localization = useStore(localizationStore);
  const parts = useOuterParts(area, "slides.course_join", PRICE_PARTS);
  const money = (value: number) => (Number.isFinite(value) ? formatPrice(value, localization) : undefined);
  const discounted = course.hasDiscountedPrice && Number.isFinite(course.listPrice);
  useBind(parts, {
    priceValue: { text: money(course.price) },
    listPrice: { class: { "d-none": !discounted } },
    listPriceValue: { text: discounted ? money(course.listPrice) : undefined },
  });
}
