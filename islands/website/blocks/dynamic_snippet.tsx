// Dynamic snippet block, products and blog posts (spec 3 §3, §4, §7, §9): asks
// /website/snippet/filters for the filter's records in the block's template and shows the sanitized
// fragments as a grid or a carousel, numberOfElements per row (numberOfElementsSmallDevices on a
// phone, re-rendered when the window crosses the breakpoint). No records outside the editor marks
// the block empty; the editor asks for sample records. A click on an element holding data-url goes
// to that address.
import { defineIsland, isEditing, useHost, useHostEvent, useService, useTranslate } from "../../../src/kit";
import { useEffect, useState } from "react";
import { HostPortal } from "../../../src/components/HostPortal";
import { safeSamePath } from "./same_path";
import {
  DEFAULT_CAROUSEL_INTERVAL_MS, DYNAMIC_LOAD_ERROR, EMPTY_CLASS, FILTERS_ROUTE, PHONE_MEDIA, filterParams, readCustomTemplateData, type DynamicSnippetOptions,
} from "./dynamic_snippet_filter";
import { SnippetCarousel, SnippetGrid } from "./dynamic_snippet_view";
import { usePhoneWidth } from "./use_phone_width";

export const TEMPLATE_SLOT = ".dynamic_snippet_template";
const CURRENT_CATEGORY = "#product_details .product_category_id";

type Answer = { records: string[] } | { error: true } | null;

function DynamicSnippet(options: DynamicSnippetOptions) {
  const host = useHost();
  const _t = useTranslate();
  const rpc = useService("rpc");
  const phone = usePhoneWidth(PHONE_MEDIA);
  const editing = isEditing();
  const [answer, setAnswer] = useState<Answer>(null);

  useEffect(() => {
    if (options.filterId === null || !options.templateKey) return setAnswer({ records: [] });
    let live = true;
    const category = Number(document.querySelector<HTMLInputElement>(CURRENT_CATEGORY)?.value) || null;
    const lang = document.documentElement.lang.replace("-", "_") || "en_US";
    const call = rpc<string[]>(FILTERS_ROUTE, filterParams(options, editing, category, { lang }), { silent: true });
    call.then(
      (records) => live && setAnswer({ records: Array.isArray(records) ? records.filter((r) => typeof r === "string") : [] }),
      () => live && setAnswer({ error: true }),
    );
    return () => {
      live = false;
      call.abort?.();
    };
  }, [rpc, options, editing]);

  const empty = !!answer && "records" in answer && answer.records.length === 0 && !editing;
  useEffect(() => {
    host.classList.toggle(EMPTY_CLASS, empty);
    host.classList.toggle("d-none", empty);
    // a stopped block is shown again, so that the next mount (the editor's) sees it become visible
    return () => host.classList.remove(EMPTY_CLASS, "d-none");
  }, [host, empty]);

  useHostEvent("click", (event, target) => {
    event.preventDefault();
    if (editing) return;
    window.location.assign(safeSamePath(target.dataset.url ?? "", window.location.pathname));
  }, { selector: "[data-url]" });

  if (!answer) return null;
  if ("error" in answer) {
    return <HostPortal selector={TEMPLATE_SLOT}><div className="alert alert-warning mb-0 o_dynamic_snippet_error" role="alert">{_t(DYNAMIC_LOAD_ERROR)}</div></HostPortal>;
  }
  const perRow = phone ? options.numberOfElementsSmallDevices : options.numberOfElements;
  return (
    <HostPortal selector={TEMPLATE_SLOT}>
      {options.carousel
        ? <SnippetCarousel records={answer.records} perSlide={perRow} interval={options.carouselInterval} moving={!editing} />
        : <SnippetGrid records={answer.records} perRow={perRow} />}
    </HostPortal>
  );
}

const kindOf = (host: HTMLElement): DynamicSnippetOptions["kind"] =>
  host.classList.contains("s_dynamic_snippet_products") ? "products" : host.classList.contains("s_dynamic_snippet_blog_posts") ? "blog_posts" : "other";

export default defineIsland({
  name: "blocks.dynamic_snippet",
  selector: ".s_dynamic_snippet, .s_dynamic_snippet_carousel, .s_dynamic_snippet_products, .s_dynamic_snippet_blog_posts",
  moment: "visible",
  mode: "enhance",
  editMode: "on",
  props: (host, read): DynamicSnippetOptions => {
    const numberOfElements = Math.max(1, read.int("data-number-of-elements", 4));
    return {
      filterId: host.hasAttribute("data-filter-id") ? read.int("data-filter-id", 0) || null : null,
      templateKey: read.string("data-template-key", ""),
      numberOfRecords: Math.max(1, read.int("data-number-of-records", 4)),
      numberOfElements,
      numberOfElementsSmallDevices: Math.max(1, read.int("data-number-of-elements-small-devices", 1)),
      carouselInterval: read.int("data-carousel-interval", DEFAULT_CAROUSEL_INTERVAL_MS),
      forceMinimumLimit: read.boolean("data-force-minimum-max-limit-to16", false),
      carousel: host.classList.contains("s_dynamic_snippet_carousel"),
      kind: kindOf(host),
      filterByBlogId: read.int("data-filter-by-blog-id", -1),
      productCategoryId: read.string("data-product-category-id", "all"),
      productNames: read.string("data-product-names", ""),
      customTemplateData: readCustomTemplateData(host.getAttribute("data-custom-template-data")),
    };
  },
  Component: DynamicSnippet,
});
