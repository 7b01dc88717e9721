// Script and style bundles (spec 1 §7): loaded once per URL; a failure throws
// 'The loading of {url} failed'. Templates come from /web/webclient/qweb/{timestamp}?bundle={name};
// named bundles from `ir.ui.view render_public_asset` (assets_bundle.ts, loaded on first use).
import { defineService } from "../runtime/service";
import type { RPC } from "./rpc";
import type { SessionService } from "./session";
import { templatesUrl } from "./startup_urls";

export const assetLoadFailed = (url: string) => `The loading of ${url} failed`;

export class AssetsLoadingError extends Error {
  constructor(readonly url: string) {
    super(assetLoadFailed(url));
    this.name = "AssetsLoadingError";
  }
}

const loaded = new Map<string, Promise<void>>();

function loadElement(url: string, create: () => HTMLScriptElement | HTMLLinkElement): Promise<void> {
  let promise = loaded.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const el = create();
      el.addEventListener("load", () => resolve(), { once: true });
      el.addEventListener("error", () => reject(new AssetsLoadingError(url)), { once: true });
      document.head.appendChild(el);
    });
    loaded.set(url, promise);
    promise.catch(() => loaded.delete(url));
  }
  return promise;
}

export function loadJS(url: string): Promise<void> {
  return loadElement(url, () => Object.assign(document.createElement("script"), { type: "text/javascript", src: url }));
}

export function loadCSS(url: string): Promise<void> {
  return loadElement(url, () => Object.assign(document.createElement("link"), { rel: "stylesheet", type: "text/css", href: url }));
}

export async function loadTemplates(prefix: string, timestamp: string, bundle: string): Promise<Document> {
  const url = templatesUrl(prefix, timestamp, bundle);
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) throw new AssetsLoadingError(url);
  return new DOMParser().parseFromString(await response.text(), "text/xml");
}

export function createAssets(rpc: RPC, session: Pick<SessionService, "prefix" | "qwebHash"> & Partial<Pick<SessionService, "user_context">>) {
  return {
    loadJS,
    loadCSS,
    loadTemplates: (bundle: string) => loadTemplates(session.prefix, session.qwebHash, bundle),
    async loadBundle(xmlid: string): Promise<void> {
      return (await import("./assets_bundle")).loadBundle(rpc, session.user_context, xmlid);
    },
  };
}
export type AssetsService = ReturnType<typeof createAssets>;

export const assetsService = defineService<AssetsService, { rpc: RPC; session: SessionService }>({
  dependencies: ["rpc", "session"],
  start: (_env, { rpc, session }) => createAssets(rpc, session),
});
