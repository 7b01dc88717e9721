// Test hook (like /__test/faults): POST /__test/forum/reset puts the forum records back as seeded,
// so a test starts from the same question, answers, votes and karma whatever ran before it.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { reseedModels } from "../test_reseed";

export function forumTestRoutes(app: Hono<AppEnv>) {
  app.post("/__test/forum/reset", (c) => {
    reseedModels(c.get("store"), c.get("app").root, (model) => model.startsWith("forum."));
    return c.body(null, 204);
  });
}
