// Ordered registries (services, effects, error handlers …). Entries sort by sequence, default 50.
import { OrderedRegistry, type RegistryChange } from "./ordered_registry";

export { DEFAULT_SEQUENCE, DuplicatedKeyError, OrderedRegistry, type RegistryChange } from "./ordered_registry";

export class KeyNotFoundError extends Error {}

export class Registry<T = unknown> extends OrderedRegistry<T> {
  get(key: string, defaultValue?: T): T {
    const entry = this.entries.get(key);
    if (entry) return entry.value;
    if (arguments.length > 1) return defaultValue as T;
    throw new KeyNotFoundError(`Cannot find key "${key}" in the "${this.name}" registry`);
  }

  remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.events.trigger<RegistryChange<T>>("UPDATE", { operation: "delete", key, value: entry.value });
  }

  getAll(): T[] {
    return this.getEntries().map(([, value]) => value);
  }
}
