// Facts of the current page: its language and its main object, read from the html element's
// data attributes (`data-main-object="model(id,)"`, `data-viewid`).
import { defineService, type ServiceValue } from "../runtime/service";
import { pageLanguage } from "./language";

export interface MainObject {
  model: string;
  id: number;
}

export function parseMainObject(value: string | undefined | null): MainObject | null {
  const match = /^\s*([\w.]+)\((\d+)\s*,?[^)]*\)\s*$/.exec(value ?? "");
  return match ? { model: match[1], id: Number(match[2]) } : null;
}

export function readPage(html: HTMLElement = document.documentElement) {
  const viewId = Number(html.dataset.viewid);
  return {
    lang: pageLanguage(),
    mainObject: parseMainObject(html.dataset.mainObject),
    viewId: Number.isInteger(viewId) && viewId > 0 ? viewId : null,
    websiteId: Number(html.dataset.websiteId) || null,
    editable: html.dataset.editable === "1",
  };
}

export const pageService = defineService({ start: () => readPage() });
export type PageService = ServiceValue<typeof pageService>;
