import { act, startTransition, Suspense, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useService } from "../../../src/hooks/use_service";
import { useServiceLater } from "../../../src/hooks/use_service_later";
import { EnvContext } from "../../../src/runtime/context";
import { createEnv } from "../../../src/runtime/env";
import { enableLazyServices, isServiceAvailable, loadServices, provideServices } from "../../../src/runtime/lazy_services";
import { Registry } from "../../../src/runtime/registry";
import type { ServiceDefinition } from "../../../src/runtime/service";
import { ServiceStarter } from "../../../src/runtime/start_services";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

/** A runtime whose lazy services are the given definitions, imported through a spy. */
async function runtimeWith(lazy: Record<string, ServiceDefinition<any, any>>, eager: Record<string, ServiceDefinition<any, any>> = {}) {
  const env = createEnv();
  const registry = new Registry<ServiceDefinition<any, any>>("services");
  for (const [name, definition] of Object.entries(eager)) registry.add(name, definition);
  const starter = new ServiceStarter(env, registry);
  const pending = new Map<string, () => void>();
  const importer = vi.fn(async (name: string) => lazy[name]);
  enableLazyServices({ env, registry, starter, importer, known: Object.keys({ ...eager, ...lazy }) });
  await starter.start();
  return { env, registry, importer, pending };
}

afterEach(() => vi.restoreAllMocks());

describe("services started on first use", () => {
  it("load with the services they depend on, which start first, once however often they are asked for", async () => {
    const order: string[] = [];
    const { env, importer } = await runtimeWith(
      {
        dialog: { dependencies: ["ui"], start: (_env, deps) => (order.push("dialog"), { ui: deps.ui }) },
        ui: { start: () => (order.push("ui"), { size: 3 }) },
        unused: { start: () => order.push("unused") },
      },
      { session: { start: () => "session" } },
    );
    await Promise.all([loadServices(["dialog"]), loadServices(["dialog"])]);
    expect(order).toEqual(["ui", "dialog"]);
    expect(env.services.dialog).toEqual({ ui: { size: 3 } });
    expect(importer.mock.calls.map(([name]) => name).sort()).toEqual(["dialog", "ui"]);
    await loadServices(["dialog", "session"]);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("start the definitions an island's file brought without fetching them, and fetch the dependencies it did not bring", async () => {
    const { env, importer } = await runtimeWith({
      dialog: { dependencies: ["ui"], start: (_env, deps) => ({ ui: deps.ui }) },
      ui: { start: () => "fetched ui" },
    });
    provideServices({ dialog: { dependencies: ["ui"], start: (_env, deps) => ({ brought: true, ui: deps.ui }) } });
    await loadServices(["dialog"]);
    expect(env.services.dialog).toEqual({ brought: true, ui: "fetched ui" });
    expect(importer.mock.calls.map(([name]) => name)).toEqual(["ui"]);
  });

  it("fetch the services asked for together, then the dependencies their definitions name", async () => {
    const definitions: Record<string, ServiceDefinition> = {
      tooltip: { dependencies: ["popover"], start: () => "t" },
      dialog: { dependencies: ["ui"], start: () => "d" },
      popover: { start: () => "p" },
      ui: { start: () => "u" },
    };
    const { importer, env } = await runtimeWith(definitions);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    importer.mockImplementation(async (name: string) => (await gate, definitions[name]));
    const loading = loadServices(["tooltip", "dialog"]);
    await Promise.resolve();
    expect(importer.mock.calls.map(([name]) => name)).toEqual(["tooltip", "dialog"]);
    release();
    await loading;
    expect(importer.mock.calls.map(([name]) => name)).toEqual(["tooltip", "dialog", "popover", "ui"]);
    expect(Object.keys(env.services)).toEqual(expect.arrayContaining(["tooltip", "dialog", "popover", "ui"]));
  });

  it("reject with the service's start error, and a failed fetch can be tried again", async () => {
    const { importer } = await runtimeWith({ broken: { start: () => { throw new Error("no screen"); } }, flaky: { start: () => "ok" } });
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(loadServices(["broken"])).rejects.toThrow('Service "broken" failed to start: no screen');
    const definition = { start: () => "ok" };
    importer.mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    await expect(loadServices(["flaky"])).rejects.toThrow("Failed to fetch dynamically imported module");
    importer.mockResolvedValueOnce(definition);
    await expect(loadServices(["flaky"])).resolves.toBeUndefined();
  });

  it("keep the start-up rule for a dependency nobody provides: the spec's message", async () => {
    const { importer } = await runtimeWith({ orphan: { dependencies: ["ghost"], start: () => "o" } });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(loadServices(["orphan"])).rejects.toThrow("Some services could not be started: orphan. Missing dependencies: ghost");
    expect(importer).toHaveBeenCalledWith("orphan");
    expect(error).toHaveBeenCalled();
  });

  it("are known as available before they load, unknown names are not", async () => {
    await runtimeWith({ bus: { start: () => "bus" } });
    expect(isServiceAvailable("bus")).toBe(true);
    expect(isServiceAvailable("nothing")).toBe(false);
  });

  it("make a component that uses one without declaring it wait for it, then render with it", async () => {
    let finish!: () => void;
    const { env, importer } = await runtimeWith({ effect: { start: () => ({ show: () => "rainbow" }) } });
    const definition = { start: () => ({ show: () => "rainbow" }) };
    importer.mockImplementation(() => new Promise((resolve) => (finish = () => resolve(definition))));
    function UsesEffect() {
      const effect = useService<{ show(): string }>("effect");
      return <p>{effect.show()}</p>;
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    const { Suspense } = await import("react");
    await act(async () =>
      root.render(
        <EnvContext.Provider value={env}>
          <Suspense fallback={<i>waiting</i>}>
            <UsesEffect />
          </Suspense>
        </EnvContext.Provider>,
      ),
    );
    expect(container.innerHTML).toBe("<i>waiting</i>");
    await act(async () => finish());
    expect(container.innerHTML).toBe("<p>rainbow</p>");
    act(() => root.unmount());
  });

  it("let a component that waited for one keep its hooks: the render React replays once it has loaded asks for it at the same point", async () => {
    // A service that loads within the render is replayed, not rendered again from scratch: a
    // use() skipped on the replay (the service now started) left React's hooks on the wrong
    // footing (React error 467, recovered by rendering the whole root again: an error dialog).
    const { env } = await runtimeWith({ menus: { start: () => ({ list: () => ["Sales", "CRM"] }) } });
    const recovered = vi.fn();
    function Menus() {
      const menus = useService<{ list(): string[] }>("menus");
      const [open] = useState(true);
      return <p>{open ? menus.list().join(", ") : ""}</p>;
    }
    const container = document.createElement("div");
    const root = createRoot(container, { onRecoverableError: recovered });
    // Outside act() and in a transition: a render React slices, as a retry after a suspension is
    // in a page, which replays the component whose data arrived while it was paused.
    (globalThis as any).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      startTransition(() =>
        root.render(
          <EnvContext.Provider value={env}>
            <Suspense fallback={<i>waiting</i>}>
              <Menus />
            </Suspense>
          </EnvContext.Provider>,
        ),
      );
      await vi.waitFor(() => expect(container.innerHTML).toBe("<p>Sales, CRM</p>"));
    } finally {
      (globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(recovered).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it("load nothing at render for a component that uses one only in its handlers, then on its first call", async () => {
    const { env, importer } = await runtimeWith({ notification: { start: () => ({ add: (text: string) => `shown ${text}` }) } });
    let later!: () => Promise<{ add(text: string): string }>;
    function Later() {
      later = useServiceLater("notification");
      return <p>ready</p>;
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <EnvContext.Provider value={env}>
          <Later />
        </EnvContext.Provider>,
      ),
    );
    expect(container.innerHTML).toBe("<p>ready</p>");
    expect(importer).not.toHaveBeenCalled();
    expect((await later()).add("saved")).toBe("shown saved");
    expect(importer).toHaveBeenCalledWith("notification");
    act(() => root.unmount());
  });
});
