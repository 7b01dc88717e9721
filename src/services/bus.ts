// The "bus" service (spec 1 §4 "Cross-tab bus", §7 "Bus"): many tabs of a browser share one long
// poll of /longpolling/poll. Islands use it through useService("bus"):
//
//   const bus = useService<BusService>("bus");
//   useEffect(() => bus.subscribe("my_channel", (message) => …), [bus]);   // → unsubscribe
//   useEffect(() => bus.on("my_module/event", (payload) => …), [bus]);     // typed by BusMessageTypes
//
// Starting the service costs nothing: polling starts only when some island subscribes to a
// channel (or calls addChannel), so a page without bus users never polls. When the last channel
// goes (its islands stopped) or the page is hidden, the tab leaves and another tab takes over.
// The parts live in ./bus/: timings, election, shared storage, tab broadcast, poller, presence.
import { defineService } from "../runtime/service";
import { CrossTabBus } from "./bus/cross_tab_bus";
import { browserStorage } from "./bus/shared_storage";
import { browserBroadcast } from "./bus/tab_broadcast";
import { POLL_ROUTE } from "./bus/timings";
import type { RPC } from "./rpc";

export type { BusMessage, BusMessageTypes, BusNotification } from "./bus/types";
export type { BusState } from "./bus/cross_tab_bus";

export type BusService = Pick<
  CrossTabBus,
  "subscribe" | "on" | "onNotification" | "addChannel" | "deleteChannel" | "state" | "channels" | "isMaster"
>;

export const busService = defineService<BusService, { rpc: RPC }>({
  dependencies: ["rpc"],
  start(_env, { rpc }) {
    return new CrossTabBus({
      // silent: the poll is background traffic, not a call the user waits for.
      poll: (params) => rpc(POLL_ROUTE, { ...params }, { silent: true }),
      storage: browserStorage(window),
      broadcast: browserBroadcast(),
      window,
    });
  },
});
