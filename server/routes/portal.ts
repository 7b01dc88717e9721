// Every route of the customer portal (spec 2 §7 "Portal"), installed by server/app.ts before the
// generic fixture pages; the security model methods register themselves on import.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import "../models/portal_identity";
import { chatterRoutes } from "./chatter";
import { portalAccountRoutes } from "./portal_account";
import { portalHomeRoutes } from "./portal_home";
import { portalInvoiceRoutes } from "./portal_invoice";
import { portalOrdersRoutes } from "./portal_orders";
import { portalProjectRoutes } from "./portal_project";
import { portalPurchaseRoutes } from "./portal_purchase";
import { portalSaleRoutes } from "./portal_sale";
import { portalSecurityRoutes } from "./portal_security";
import { portalSignupRoutes } from "./portal_signup";

export function portalRoutes(app: Hono<AppEnv>) {
  portalHomeRoutes(app);
  portalAccountRoutes(app);
  portalSignupRoutes(app);
  portalSecurityRoutes(app);
  portalOrdersRoutes(app);
  portalSaleRoutes(app);
  portalInvoiceRoutes(app);
  portalPurchaseRoutes(app);
  portalProjectRoutes(app);
  chatterRoutes(app);
}
