// The runtime's chunks are preloaded together as soon as a page needs the runtime, instead of
// being discovered one import level at a time (build.mjs lists them in __RUNTIME_CHUNKS__).
declare const __RUNTIME_CHUNKS__: string[] | undefined;

export function preloadRuntimeChunks(): void {
  const chunks = typeof __RUNTIME_CHUNKS__ === "undefined" ? [] : __RUNTIME_CHUNKS__;
  for (const chunk of chunks) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = new URL(chunk, import.meta.url).href;
    document.head.appendChild(link);
  }
}
