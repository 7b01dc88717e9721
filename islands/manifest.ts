// Every island's name, selector, moment and lazy import: the only list, read by the loader.
// Keep each selector identical to the `selector` of the island's own definition.
import type { ManifestEntry } from "../src/runtime/island";

export const manifest: ManifestEntry[] = [
  { name: "public.login_form", selector: ".oe_login_form, .login-form", moment: "load", load: () => import("./public/login_form") },
  { name: "public.website_form", selector: ".js_website_submit_form", moment: "load", load: () => import("./public/website_form") },
  { name: "public.disable_on_click", selector: ".js_disable_on_click", moment: "load", load: () => import("./public/disable_on_click") },
  { name: "public.anchor_scroll", selector: "#wrapwrap a[href^='#']:not([href='#'])", moment: "interaction", load: () => import("./public/anchor_scroll") },
  { name: "runtime.overlays_demo", selector: "#o_overlays_demo", moment: "load", load: () => import("./runtime/overlays_demo") },
  { name: "runtime.debug_menu", selector: ".o_debug_manager", moment: "load", load: () => import("./runtime/debug_menu") },
  { name: "runtime.bus_demo", selector: ".o_bus_demo", moment: "load", load: () => import("./runtime/bus_demo") },
];
