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
  { name: "portal.signup_form", selector: ".oe_signup_form", moment: "load", load: () => import("./portal/signup_form") },
  { name: "portal.details_form", selector: ".o_portal_details", moment: "load", load: () => import("./portal/details_form") },
  { name: "portal.home_counters", selector: ".o_portal_my_home", moment: "load", load: () => import("./portal/home_counters") },
  { name: "portal.search_panel", selector: ".o_portal_search_panel", moment: "load", load: () => import("./portal/search_panel") },
  { name: "portal.api_keys", selector: ".o_portal_security_body", moment: "load", load: () => import("./portal/api_keys") },
  { name: "portal.chatter", selector: ".o_portal_chatter", moment: "visible", load: () => import("./portal/chatter/chatter") },
  { name: "portal.signature_form", selector: ".o_portal_signature_form", moment: "load", load: () => import("./portal/signature/signature_form") },
  { name: "portal.invoice_sidebar", selector: ".o_portal_invoice_sidebar", moment: "load", load: () => import("./portal/invoice_sidebar") },
  { name: "portal.sale_sidebar", selector: ".o_portal_sale_sidebar", moment: "load", load: () => import("./portal/sale_sidebar") },
  { name: "portal.purchase_sidebar", selector: ".o_portal_purchase_sidebar", moment: "load", load: () => import("./portal/purchase_sidebar") },
  { name: "portal.purchase_date", selector: ".o-purchase-datetimepicker", moment: "load", load: () => import("./portal/purchase_date") },
  { name: "portal.project_rating", selector: ".o_portal_project_rating", moment: "load", load: () => import("./portal/project_rating") },
];
