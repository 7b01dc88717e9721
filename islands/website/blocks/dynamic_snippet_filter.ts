// Dynamic snippet rules (spec 3 §3 Dynamic snippet, §4, §7, §9): the filter call's parameters,
// the product and blog domains, the forced minimum limit, and the records cut into rows.
export const FILTERS_ROUTE = "/website/snippet/filters";
export const FORCED_MINIMUM_LIMIT = 16;
export const PHONE_MEDIA = "(max-width: 767.98px)";
export const DEFAULT_CAROUSEL_INTERVAL_MS = 5000;
export const EMPTY_CLASS = "o_dynamic_empty";
export const DYNAMIC_LOAD_ERROR = "This list could not be loaded. Please try again later.";

export type Term = unknown[] | string;

export interface DynamicSnippetOptions {
  filterId: number | null;
  templateKey: string;
  numberOfRecords: number;
  numberOfElements: number;
  numberOfElementsSmallDevices: number;
  carouselInterval: number;
  forceMinimumLimit: boolean;
  carousel: boolean;
  kind: "products" | "blog_posts" | "other";
  filterByBlogId: number;
  productCategoryId: string;
  productNames: string;
  /** The block's own extra parameters of the filter call (`data-custom-template-data`, a JSON object). */
  customTemplateData?: Record<string, unknown>;
}

/** `data-custom-template-data`: a JSON object, else nothing. */
export function readCustomTemplateData(raw: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw || "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The products' domain: a category (all, the product page's own, or an id) and names (any of). */
export function productDomain(categoryId: string, names: string, currentCategory: number | null): Term[] {
  const domain: Term[] = [];
  if (categoryId === "current") {
    domain.push(currentCategory ? ["public_categ_ids", "child_of", currentCategory] : [0, "=", 1]);
  } else if (categoryId && categoryId !== "all" && Number.isInteger(Number(categoryId))) {
    domain.push(["public_categ_ids", "child_of", Number(categoryId)]);
  }
  // any of the names: one "|" before each pair of terms, in prefix notation
  const nameTerms: Term[] = names.split(",").map((n) => n.trim()).filter(Boolean).map((name) => ["name", "ilike", name]);
  domain.push(...nameTerms.slice(1).map((): Term => "|"), ...nameTerms);
  return domain;
}

/** The blog posts' domain: one blog, or all of them (a negative id). */
export const blogDomain = (blogId: number): Term[] => (blogId >= 0 ? [["blog_id", "=", blogId]] : []);

export const limitOf = (options: Pick<DynamicSnippetOptions, "numberOfRecords" | "forceMinimumLimit">) =>
  options.forceMinimumLimit ? Math.max(options.numberOfRecords, FORCED_MINIMUM_LIMIT) : options.numberOfRecords;

export function filterParams(options: DynamicSnippetOptions, editing: boolean, currentCategory: number | null, context: Record<string, unknown>) {
  const search_domain =
    options.kind === "products" ? productDomain(options.productCategoryId, options.productNames, currentCategory)
      : options.kind === "blog_posts" ? blogDomain(options.filterByBlogId) : [];
  // The block's own parameters come last, as the platform merges them.
  return { filter_id: options.filterId, template_key: options.templateKey, limit: limitOf(options), search_domain, with_sample: editing, context, ...options.customTemplateData };
}

/** The records cut into groups of `size` (the rows of the grid, the slides of the carousel). */
export function chunk<T>(items: T[], size: number): T[][] {
  const step = Math.max(1, size);
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += step) groups.push(items.slice(i, i + step));
  return groups;
}
