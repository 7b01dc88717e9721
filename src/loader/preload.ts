// Chunks are preloaded together as soon as a page needs them, instead of being discovered one
// import level at a time: the runtime's when the first island loads (build.mjs lists them in
// __RUNTIME_CHUNKS__); an island's own chunks and services are static imports of its file.
import { pageLanguage } from "../services/language";
import { readStartupKeys } from "../services/session_info";
import { FRONTEND_BUNDLE, templatesUrl, translationsUrl } from "../services/startup_urls";

declare const __RUNTIME_CHUNKS__: string[] | undefined;

const preloaded = new Set<string>();

function preload(chunks: string[] = []): void {
  for (const chunk of chunks) {
    if (preloaded.has(chunk)) continue;
    preloaded.add(chunk);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = new URL(chunk, import.meta.url).href;
    document.head.appendChild(link);
  }
}

export function preloadRuntimeChunks(): void {
  preload(typeof __RUNTIME_CHUNKS__ === "undefined" ? [] : __RUNTIME_CHUNKS__);
}


/**
 * The translations and the frontend templates are fetched by the runtime's services as soon as
 * they start; asking for them now lets them download while the runtime's code does.
 */
export function preloadStartupRequests(): void {
  const session = readStartupKeys();
  const urls = [
    translationsUrl(session.prefix, session.translationsHash, pageLanguage()),
    templatesUrl(session.prefix, session.qwebHash, FRONTEND_BUNDLE),
  ];
  for (const url of urls) {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "fetch";
    link.crossOrigin = "anonymous";
    link.href = url;
    document.head.appendChild(link);
  }
}
