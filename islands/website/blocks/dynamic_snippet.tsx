// Dynamic snippet block, products and blog posts (spec 3 §3, §4, §7, §9): the filter's records in
// the block's template, sanitized, as a grid or a carousel, fewer per row on a phone. No records
// outside the editor marks the block empty; the editor asks for sample records. A click on an
// element holding data-url goes to that address.
import { Portal, attr, child, defineIsland, defineMarkup, findIn, is, isEditing, useBind, useService, useTranslate, useWaitFor, type IslandProps } from "../../../src/kit";
import { useEffect, useMemo, useState } from "react";
import { safeSamePath } from "./same_path";
import {
  DEFAULT_CAROUSEL_INTERVAL_MS, DYNAMIC_LOAD_ERROR, EMPTY_CLASS, FILTERS_ROUTE, PHONE_MEDIA, filterParams, readCustomTemplateData, type DynamicSnippetOptions,
} from "./dynamic_snippet_filter";
import { SnippetCarousel, SnippetGrid } from "./dynamic_snippet_view";

export const TEMPLATE_SLOT = ".dynamic_snippet_template";
/** On a product page, the product's category (the "current" category of a products block). */
const currentCategory = child.optional("#product_details .product_category_id");

const markup = defineMarkup({
  attributes: {
    filterId: attr.id("data-filter-id"),
    templateKey: attr.string("data-template-key", ""),
    numberOfRecords: attr.int("data-number-of-records", 4),
    numberOfElements: attr.int("data-number-of-elements", 4),
    numberOfElementsSmallDevices: attr.int("data-number-of-elements-small-devices", 1),
    carouselInterval: attr.int("data-carousel-interval", DEFAULT_CAROUSEL_INTERVAL_MS),
    forceMinimumLimit: attr.boolean("data-force-minimum-max-limit-to16", false),
    carousel: attr.hasClass("s_dynamic_snippet_carousel"),
    products: attr.hasClass("s_dynamic_snippet_products"),
    blogPosts: attr.hasClass("s_dynamic_snippet_blog_posts"),
    filterByBlogId: attr.int("data-filter-by-blog-id", -1),
    productCategoryId: attr.string("data-product-category-id", "all"),
    productNames: attr.string("data-product-names", ""),
    customTemplateData: attr.string("data-custom-template-data", ""),
  },
  children: { slot: child.optional(TEMPLATE_SLOT), links: child.optional("[data-url]", { url: attr.string("data-url") }) },
});

type Answer = { records: string[] } | { error: true } | null;
const records = is.array(is.unknown);

function optionsOf(attrs: IslandProps<typeof markup>["attrs"]): DynamicSnippetOptions {
  return {
    ...attrs,
    numberOfRecords: Math.max(1, attrs.numberOfRecords),
    numberOfElements: Math.max(1, attrs.numberOfElements),
    numberOfElementsSmallDevices: Math.max(1, attrs.numberOfElementsSmallDevices),
    kind: attrs.products ? "products" : attrs.blogPosts ? "blog_posts" : "other",
    customTemplateData: readCustomTemplateData(attrs.customTemplateData),
  };
}

/** True while the window is phone-wide; follows the window across the breakpoint. */
function usePhoneWidth(query: string): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const follow = () => setPhone(media.matches);
    follow();
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [query]);
  return phone;
}

function DynamicSnippet({ attrs, parts }: IslandProps<typeof markup>) {
  const options = useMemo(() => optionsOf(attrs), [attrs]);
  const _t = useTranslate();
  const rpc = useService("rpc");
  const waitFor = useWaitFor();
  const phone = usePhoneWidth(PHONE_MEDIA);
  const editing = isEditing();
  const [answer, setAnswer] = useState<Answer>(null);

  useEffect(() => {
    if (options.filterId === null || !options.templateKey) return setAnswer({ records: [] });
    const category = Number(findIn<HTMLInputElement>(currentCategory, document)[0]?.value) || null;
    const lang = document.documentElement.lang.replace("-", "_") || "en_US";
    const call = rpc(FILTERS_ROUTE, filterParams(options, editing, category, { lang }), { silent: true });
    waitFor(call).then(
      (answer) => setAnswer({ records: records(answer) ? answer.filter((record): record is string => typeof record === "string") : [] }),
      () => setAnswer({ error: true }),
    );
    return () => call.abort?.();
  }, [rpc, waitFor, options, editing]);

  const empty = !!answer && "records" in answer && answer.records.length === 0 && !editing;
  const follow = (event: Event, target: HTMLElement) => {
    event.preventDefault();
    if (!editing) window.location.assign(safeSamePath(parts.links.attrs(target).url, window.location.pathname));
  };
  // a stopped block is shown again (as the server rendered it), so that the next mount (the
  // editor's) sees it become visible
  useBind(parts, { host: { class: { [EMPTY_CLASS]: empty, "d-none": empty } }, links: { on: { click: follow } } });

  if (!answer) return null;
  if ("error" in answer) {
    return <Portal into={parts.slot}><div className="alert alert-warning mb-0 o_dynamic_snippet_error" role="alert">{_t(DYNAMIC_LOAD_ERROR)}</div></Portal>;
  }
  const perRow = phone ? options.numberOfElementsSmallDevices : options.numberOfElements;
  return (
    <Portal into={parts.slot}>
      {options.carousel
        ? <SnippetCarousel records={answer.records} perSlide={perRow} interval={options.carouselInterval} moving={!editing} />
        : <SnippetGrid records={answer.records} perRow={perRow} />}
    </Portal>
  );
}

export default defineIsland({
  name: "blocks.dynamic_snippet",
  selector: ".s_dynamic_snippet, .s_dynamic_snippet_carousel, .s_dynamic_snippet_products, .s_dynamic_snippet_blog_posts",
  moment: "visible",
  mode: "enhance",
  editMode: "on",
  markup,
  Component: DynamicSnippet,
});
