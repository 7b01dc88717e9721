// Every payment route (spec 2 §7 "Payments"), installed by server/app.ts before the fixture pages.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { paymentTestHooks } from "../payment/test_hooks";
import { paymentRoutes } from "./payment";
import { donationRoutes } from "./payment_donation";
import { paymentStatusRoutes } from "./payment_status";

export function allPaymentRoutes(app: Hono<AppEnv>) {
  paymentRoutes(app);
  paymentStatusRoutes(app);
  donationRoutes(app);
  paymentTestHooks(app);
}
