// Everything two-factor adds to the reference server: the model methods and the test hook.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import "./models";
import { totpTestHooks } from "./test_hooks";

export function totpRoutes(app: Hono<AppEnv>) {
  totpTestHooks(app);
}
