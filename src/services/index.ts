// The services every page with islands starts (one file per service in this folder).
import { serviceRegistry } from "../runtime/service_registry";
import type { ServiceDefinition, ServiceValue } from "../runtime/service";
import { assetsService } from "./assets";
import { busService } from "./bus";
import { cookieService } from "./cookie";
import { httpService } from "./http";
import { localizationService } from "./localization";
import { ormService } from "./orm";
import { pageService } from "./page";
import { routerService } from "./router";
import { rpcService } from "./rpc";
import { sessionService } from "./session";
import { templatesService } from "./templates";
import { titleService } from "./title";
import { userService } from "./user";
import { debugService } from "./debug";
import { dialogService } from "./dialog";
import { downloadService } from "./download";
import { effectService } from "./effect";
import { errorService } from "./error";
import { hotkeyService } from "./hotkey";
import { notificationService } from "./notification";
import { popoverService } from "./popover";
import { profilingService } from "./profiling";
import { tooltipService } from "./tooltip";
import { uiService } from "./ui";
import { uploadService } from "./upload";

/** Every service a page with islands starts, by name. */
export const coreServices = {
  session: sessionService,
  rpc: rpcService,
  http: httpService,
  user: userService,
  orm: ormService,
  cookie: cookieService,
  title: titleService,
  router: routerService,
  assets: assetsService,
  localization: localizationService,
  templates: templatesService,
  page: pageService,
  ui: uiService,
  notification: notificationService,
  dialog: dialogService,
  popover: popoverService,
  tooltip: tooltipService,
  hotkey: hotkeyService,
  effect: effectService,
  error: errorService,
  debug: debugService,
  profiling: profilingService,
  upload: uploadService,
  download: downloadService,
  bus: busService,
} satisfies Record<string, ServiceDefinition<any, any>>;

/** Each service's value by name: `useService("rpc")` is typed from this map. */
export type Services = { [K in keyof typeof coreServices]: ServiceValue<(typeof coreServices)[K]> };

/** The same table, indexable by any name (start-up and tests look services up by string). */
export const serviceTable: Record<string, ServiceDefinition<any, any>> = coreServices;

export function registerCoreServices(registry = serviceRegistry, services: Record<string, ServiceDefinition<any, any>> = coreServices): void {
  for (const [name, service] of Object.entries(services)) {
    if (!registry.contains(name)) registry.add(name, service);
  }
}
