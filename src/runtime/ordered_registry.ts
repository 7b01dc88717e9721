// What the runtime's service registry needs of a registry: entries ordered by sequence (default
// 50), a duplicate key refused unless forced, and change events. Reading one entry, removing one
// and listing the values (registry.ts) serve the error layer's registries, which load with it.
import { EventBus } from "./event_bus";

export const DEFAULT_SEQUENCE = 50;

export class DuplicatedKeyError extends Error {}

interface Entry<T> {
  value: T;
  sequence: number;
}

export type RegistryChange<T> = { operation: "add" | "delete"; key: string; value: T };

export class OrderedRegistry<T = unknown> {
  protected entries = new Map<string, Entry<T>>();
  readonly events = new EventBus();

  constructor(readonly name = "registry") {}

  add(key: string, value: T, options: { sequence?: number; force?: boolean } = {}): this {
    if (this.entries.has(key) && !options.force) {
      throw new DuplicatedKeyError(`Cannot add key "${key}" in the "${this.name}" registry: it already exists`);
    }
    const sequence = options.sequence ?? this.entries.get(key)?.sequence ?? DEFAULT_SEQUENCE;
    this.entries.set(key, { value, sequence });
    this.events.trigger<RegistryChange<T>>("UPDATE", { operation: "add", key, value });
    return this;
  }

  contains(key: string): boolean {
    return this.entries.has(key);
  }

  getEntries(): [string, T][] {
    return [...this.entries.entries()]
      .sort((a, b) => a[1].sequence - b[1].sequence)
      .map(([key, entry]) => [key, entry.value]);
  }
}
