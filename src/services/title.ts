// The page title as named parts, joined with " - ".
import { defineService } from "../runtime/service";

export function createTitle() {
  const parts: Record<string, string> = { zopenerp: document.title };
  const render = () => {
    document.title = Object.values(parts).filter(Boolean).join(" - ");
  };
  return {
    get current() {
      return document.title;
    },
    getParts: () => ({ ...parts }),
    setParts(changes: Record<string, string | null>) {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) delete parts[key];
        else parts[key] = value;
      }
      render();
    },
  };
}
export type TitleService = ReturnType<typeof createTitle>;

export const titleService = defineService<TitleService>({ start: () => createTitle() });
