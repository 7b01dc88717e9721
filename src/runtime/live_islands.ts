// The islands mounted right now, with their hosts: a page's tools (the /islands sandbox) show
// which blocks came alive and see them stop when their markup is removed.
import { atom } from "nanostores";

export interface LiveIsland {
  name: string;
  host: HTMLElement;
}

export const liveIslands = atom<readonly LiveIsland[]>([]);

/** Adds the island; the returned function removes it. */
export function trackLiveIsland(island: LiveIsland): () => void {
  liveIslands.set([...liveIslands.get(), island]);
  return () => liveIslands.set(liveIslands.get().filter((entry) => entry !== island));
}
