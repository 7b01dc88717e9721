// Service start-up as spec 1 §4 "Start-up" describes it:
// - a service starts once all its dependencies are in env.services;
// - the services whose start returned a promise form a batch awaited together before the next batch;
// - services added to the registry later start as they appear;
// - a service whose start throws is logged and its entry holds the error;
// - if some cannot start, the exact error names them and the missing dependencies.
import type { Env } from "./env";
import { servicesNotStarted } from "./messages";
import type { OrderedRegistry, RegistryChange } from "./ordered_registry";
import type { ServiceDefinition } from "./service";

interface Pending {
  name: string;
  definition: ServiceDefinition<any, any>;
}

export class ServiceStarter {
  private pending = new Map<string, Pending>();
  private running: Promise<void> | null = null;

  constructor(
    private readonly env: Env,
    private readonly registry: OrderedRegistry<ServiceDefinition<any, any>>,
  ) {}

  /** Starts every registered service, then keeps starting the ones registered later. */
  async start(): Promise<void> {
    this.registry.events.on<RegistryChange<ServiceDefinition>>("UPDATE", (change) => {
      if (change.operation !== "add") return;
      // Let the registration code finish (more services may be added in the same tick).
      queueMicrotask(() => void this.startRegistered().catch((error) => console.error(error)));
    });
    await this.startRegistered();
  }

  /** Starts the registered services that have not started yet (and waits for any start under way). */
  async startRegistered(): Promise<void> {
    while (this.running) await this.running;
    for (const [name, definition] of this.registry.getEntries()) {
      if (!(name in this.env.services) && !this.pending.has(name)) this.pending.set(name, { name, definition });
    }
    this.running = this.runBatches();
    try {
      await this.running;
    } finally {
      this.running = null;
    }
    if (this.pending.size) throw new Error(this.unstartedMessage());
  }

  private async runBatches(): Promise<void> {
    for (;;) {
      const batch: Promise<void>[] = [];
      for (let next = this.nextReady(); next; next = this.nextReady()) {
        this.pending.delete(next.name);
        const started = this.startOne(next);
        if (started) batch.push(started);
      }
      if (!batch.length) return;
      await Promise.all(batch);
    }
  }

  private startOne({ name, definition }: Pending): Promise<void> | null {
    const services = this.env.services;
    const deps = Object.fromEntries((definition.dependencies ?? []).map((dep) => [dep, services[dep]]));
    let value: unknown;
    try {
      value = definition.start(this.env, deps);
    } catch (error) {
      console.error(`Service "${name}" failed to start:`, error);
      services[name] = error;
      return null;
    }
    if (!(value instanceof Promise)) {
      services[name] = value ?? null;
      return null;
    }
    return value.then(
      (resolved) => void (services[name] = resolved ?? null),
      (error) => {
        console.error(`Service "${name}" failed to start:`, error);
        services[name] = error;
      },
    );
  }

  private nextReady(): Pending | null {
    for (const entry of this.pending.values()) {
      if ((entry.definition.dependencies ?? []).every((dep) => dep in this.env.services)) return entry;
    }
    return null;
  }

  private unstartedMessage(): string {
    const names = [...this.pending.keys()];
    const missing = new Set<string>();
    for (const { definition } of this.pending.values()) {
      for (const dep of definition.dependencies ?? []) {
        if (!(dep in this.env.services) && !this.pending.has(dep)) missing.add(dep);
      }
    }
    return servicesNotStarted(names, [...missing]);
  }
}

export function startServices(env: Env, registry: OrderedRegistry<ServiceDefinition<any, any>>): Promise<void> {
  return new ServiceStarter(env, registry).start();
}
