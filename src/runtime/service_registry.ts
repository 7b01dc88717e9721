// The runtime's shared registries. Services are started from `services` at boot; islands and
// later features add to it and the new entries start as they appear.
import { OrderedRegistry } from "./ordered_registry";
import type { ServiceDefinition } from "./service";

export const serviceRegistry = new OrderedRegistry<ServiceDefinition<any, any>>("services");
