// A store's value in a component, rendered again when it changes: React's useSyncExternalStore
// over the store's own listen(). In place of @nanostores/react, whose hook also takes `keys` and
// so brings nanostores' listenKeys (and its key paths) into the runtime chunk of every page,
// while no island listens to keys.
import type { ReadableAtom } from "nanostores";
import { useCallback, useSyncExternalStore } from "react";

export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(subscribe, () => store.get());
}
