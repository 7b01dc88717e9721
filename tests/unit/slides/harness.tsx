// The runtime of an e-learning page for unit tests: the portal harness's server and overlay root,
// plus the popover service the votes and joins show their refusals in.
import { startRuntime } from "../start_runtime";
import { clearFaults } from "../../../server/faults";
import { startTestServer } from "../server_fetch";
import { islandMounting, type PortalHarness } from "../portal/portal_harness";

export async function startSlides(login: string | null): Promise<Omit<PortalHarness, "xhr">> {
  clearFaults();
  const server = startTestServer();
  if (login) await server.login(login, login);
  else await server.installPageGlobals();
  const { env, root } = await startRuntime(["session", "rpc", "http", "user", "orm", "localization", "ui", "notification", "dialog", "popover"]);
  return {
    server,
    env,
    ...islandMounting(env, root),
  };
}
