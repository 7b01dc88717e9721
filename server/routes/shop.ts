// The online shop (spec 2 §2 "Shop", §7 "Shop").
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { shopCartRoutes } from "./shop_cart";
import { shopCatalogRoutes } from "./shop_catalog";
import { shopCheckoutRoutes, shopConfirmationRoutes } from "./shop_checkout";
import { shopDemoRoutes } from "./shop_demo";
import { SHOP_CSS } from "../shop/style";
import { imageCreditRoutes } from "../shop/image_credits";

export function shopRoutes(app: Hono<AppEnv>) {
  app.get("/shop/static/shop.css", (c) => c.body(SHOP_CSS, 200, { "Content-Type": "text/css; charset=utf-8" }));
  shopCatalogRoutes(app);
  shopCartRoutes(app);
  shopCheckoutRoutes(app);
  shopConfirmationRoutes(app);
  shopDemoRoutes(app);
  imageCreditRoutes(app);
}
