// The key-value store every tab of a browser shares (localStorage), with the changes other tabs
// make (storage events). Values are JSON. When localStorage is unusable (disabled, full, private
// mode) writes are kept in memory: the tab then simply works alone.

export interface SharedStorage {
  get<T = unknown>(key: string): T | null;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** Every key starting with prefix. */
  keys(prefix: string): string[];
  /** Changes made by other tabs (a tab never sees its own writes here); value null = removed. */
  onChange(listener: (key: string, value: unknown) => void): () => void;
}

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function browserStorage(target: Window = window): SharedStorage {
  const fallback = new Map<string, string>();
  let storage: Storage | null = null;
  try {
    storage = target.localStorage;
  } catch {
    storage = null;
  }
  const read = (key: string) => {
    try {
      return storage ? storage.getItem(key) : (fallback.get(key) ?? null);
    } catch {
      return fallback.get(key) ?? null;
    }
  };
  return {
    get: <T,>(key: string) => parse(read(key)) as T | null,
    set(key, value) {
      const raw = JSON.stringify(value);
      try {
        if (!storage) throw new Error("no localStorage");
        storage.setItem(key, raw);
      } catch {
        fallback.set(key, raw);
      }
    },
    remove(key) {
      fallback.delete(key);
      try {
        storage?.removeItem(key);
      } catch {
        // nothing stored there
      }
    },
    keys(prefix) {
      const found = new Set([...fallback.keys()].filter((key) => key.startsWith(prefix)));
      try {
        for (let i = 0; storage && i < storage.length; i++) {
          const key = storage.key(i);
          if (key?.startsWith(prefix)) found.add(key);
        }
      } catch {
        // only the fallback keys
      }
      return [...found];
    },
    onChange(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || (storage && event.storageArea !== storage)) return;
        listener(event.key, parse(event.newValue));
      };
      target.addEventListener("storage", onStorage);
      return () => target.removeEventListener("storage", onStorage);
    },
  };
}
