// A small typed event bus shared by the runtime and islands (env.bus).
export type Listener<T = unknown> = (payload: T) => void;

export class EventBus {
  private listeners = new Map<string, Set<Listener<any>>>();

  on<T = unknown>(type: string, listener: Listener<T>): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
    return () => this.off(type, listener);
  }

  off<T = unknown>(type: string, listener: Listener<T>): void {
    this.listeners.get(type)?.delete(listener);
  }

  trigger<T = unknown>(type: string, payload?: T): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(payload as T);
  }
}
