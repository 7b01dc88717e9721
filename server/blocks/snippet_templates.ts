// The dynamic snippet's record templates (spec 3 §7 /website/snippet/filters): one HTML fragment
// per record, values escaped; the element carrying data-url is the call-to-action.
import { escapeHtml as e, escapeUrl, formatAmount } from "../html";
import type { Translate } from "../../src/runtime/env";

export interface SnippetRecord {
  name: string;
  url: string;
  image: string;
  price?: { price: number; list_price: number; has_discounted_price: boolean };
  subtitle?: string;
  isSample?: boolean;
}

const price = (record: SnippetRecord) => {
  if (!record.price) return "";
  const strike = record.price.has_discounted_price ? `<del class="text-muted me-1">${e(formatAmount(record.price.list_price))}</del>` : "";
  return `<div class="o_dynamic_snippet_price">${strike}<span class="fw-bold">${e(formatAmount(record.price.price))}</span></div>`;
};

const sample = (record: SnippetRecord, t: Translate) => (record.isSample ? ` <span class="badge text-bg-secondary">${e(t("Sample"))}</span>` : "");

const TEMPLATES: Record<string, { model: "product.template" | "blog.post"; render: (record: SnippetRecord, t: Translate) => string }> = {
  "website_sale.dynamic_filter_template_product_product_add_to_cart": {
    model: "product.template",
    render: (r, t) => `<div class="card h-100 o_carousel_product_card">
<img class="card-img-top o_img_product_square" src="${escapeUrl(r.image)}" alt="${e(r.name)}" loading="lazy"/>
<div class="card-body d-flex flex-column"><h3 class="h6 card-title">${e(r.name)}${sample(r, t)}</h3>${price(r)}
<a class="btn btn-primary btn-sm mt-auto o_dynamic_snippet_cta" data-url="${escapeUrl(r.url)}" href="${escapeUrl(r.url)}">${e(t("View product"))}</a></div></div>`,
  },
  "website_sale.dynamic_filter_template_product_product_borderless_1": {
    model: "product.template",
    render: (r, t) => `<div class="o_carousel_product_card h-100 text-center" data-url="${escapeUrl(r.url)}" role="link" tabindex="0">
<img class="img-fluid o_img_product_square" src="${escapeUrl(r.image)}" alt="${e(r.name)}" loading="lazy"/>
<h3 class="h6 mt-2">${e(r.name)}${sample(r, t)}</h3>${price(r)}</div>`,
  },
  "website_blog.dynamic_filter_template_blog_post_list": {
    model: "blog.post",
    render: (r, t) => `<div class="o_blog_post_list_item d-flex gap-3 align-items-center" data-url="${escapeUrl(r.url)}" role="link" tabindex="0">
<img class="rounded" src="${escapeUrl(r.image)}" alt="" width="64" height="64" loading="lazy"/>
<div><h3 class="h6 mb-0">${e(r.name)}${sample(r, t)}</h3><small class="text-muted">${e(r.subtitle ?? "")}</small></div></div>`,
  },
  "website_blog.dynamic_filter_template_blog_post_card": {
    model: "blog.post",
    render: (r, t) => `<div class="card h-100" data-url="${escapeUrl(r.url)}" role="link" tabindex="0">
<img class="card-img-top" src="${escapeUrl(r.image)}" alt="" loading="lazy"/>
<div class="card-body"><h3 class="h6 card-title">${e(r.name)}${sample(r, t)}</h3><p class="card-text small text-muted">${e(r.subtitle ?? "")}</p></div></div>`,
  },
};

export const templateOf = (key: string) => (Object.hasOwn(TEMPLATES, key) ? TEMPLATES[key] : null);
