// The public website starts by loading the templates of the frontend asset bundle (spec 1 §2).
import { defineService, type ServiceValue } from "../runtime/service";
import type { AssetsService } from "./assets";
import { FRONTEND_BUNDLE } from "./startup_urls";

export { FRONTEND_BUNDLE };

export const templatesService = defineService({
  dependencies: ["assets"],
  async start(_env, { assets }: { assets: AssetsService }) {
    const doc = await assets.loadTemplates(FRONTEND_BUNDLE);
    const byName = new Map<string, Element>();
    for (const el of doc.querySelectorAll("templates > t[t-name]")) byName.set(el.getAttribute("t-name")!, el);
    return {
      names: () => [...byName.keys()],
      get: (name: string) => byName.get(name) ?? null,
    };
  },
});
export type TemplatesService = ServiceValue<typeof templatesService>;
