// Ordered registries (services, effects, error handlers …). Entries sort by sequence, default 50.
import { EventBus } from "./event_bus";

export const DEFAULT_SEQUENCE = 50;

export class KeyNotFoundError extends Error {}
export class DuplicatedKeyError extends Error {}

interface Entry<T> {
  value: T;
  sequence: number;
}

export type RegistryChange<T> = { operation: "add" | "delete"; key: string; value: T };

export class Registry<T = unknown> {
  private entries = new Map<string, Entry<T>>();
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

  get(key: string, defaultValue?: T): T {
    const entry = this.entries.get(key);
    if (entry) return entry.value;
    if (arguments.length > 1) return defaultValue as T;
    throw new KeyNotFoundError(`Cannot find key "${key}" in the "${this.name}" registry`);
  }

  contains(key: string): boolean {
    return this.entries.has(key);
  }

  remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.events.trigger<RegistryChange<T>>("UPDATE", { operation: "delete", key, value: entry.value });
  }

  getEntries(): [string, T][] {
    return [...this.entries.entries()]
      .sort((a, b) => a[1].sequence - b[1].sequence)
      .map(([key, entry]) => [key, entry.value]);
  }

  getAll(): T[] {
    return this.getEntries().map(([, value]) => value);
  }
}
