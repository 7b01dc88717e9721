// The runtime of an e-learning page for unit tests: the portal harness's server and overlay root,
// plus the popover service the votes and joins show their refusals in.
import { act } from "react";
import { startRuntime } from "../start_runtime";
import type { IslandDefinition } from "../../../src/runtime/island";
import { mountIsland } from "../../../src/runtime/mount";
import { overlayItems } from "../../../src/runtime/overlay";
import { clearFaults } from "../../../server/faults";
import { startTestServer } from "../server_fetch";
import { settle, type PortalHarness } from "../portal/portal_harness";

export async function startSlides(login: string | null): Promise<Omit<PortalHarness, "xhr">> {
  clearFaults();
  const server = startTestServer();
  if (login) await server.login(login, login);
  else await server.installPageGlobals();
  const { env, root } = await startRuntime(["session", "rpc", "http", "user", "orm", "localization", "ui", "notification", "dialog", "popover"]);
  const unmounts: (() => void)[] = [];
  return {
    server,
    env,
    async mount(definition: IslandDefinition<any>, host?: Element) {
      const element = host ?? document.querySelector(definition.selector);
      if (!element) throw new Error(`no element matches ${definition.selector}`);
      let mounted!: Promise<() => void>;
      await act(async () => {
        mounted = mountIsland(env, definition, element as HTMLElement);
      });
      const unmount = await mounted;
      unmounts.push(unmount);
      await settle();
      return unmount;
    },
    stop() {
      act(() => {
        unmounts.reverse().forEach((unmount) => unmount());
        root?.unmount();
      });
      env.services.ui?.stop?.();
      overlayItems.set([]);
      document.querySelector(".o-islands-overlay")?.remove();
      clearFaults();
    },
  };
}
