// `npm start`: the demo site on http://localhost:8069 (PORT to change it), with its store in
// var/demo.sqlite (git-ignored). STORE=memory keeps it in memory (e2e tests).
import { serve } from "@hono/node-server";
import { join } from "node:path";
import { PROJECT_ROOT, createApp } from "./app";
import { loadCatalogue } from "./islands_catalogue/catalogue_data";
import { Store } from "./store";

const port = Number(process.env.PORT ?? 8069);
const storeFile = process.env.STORE === "memory" ? ":memory:" : join(PROJECT_ROOT, "var/demo.sqlite");
const app = createApp({ store: new Store(storeFile).seed(join(PROJECT_ROOT, "fixtures/seed")) });

serve({ fetch: app.fetch, port }, (info) => {
  console.log(`website islands demo: http://localhost:${info.port}/`);
  // The catalogue reads every fixture page and test file once (about a second): done now, after
  // the server listens, so that the first visit of /islands does not wait for it.
  setImmediate(() => loadCatalogue(PROJECT_ROOT, join(PROJECT_ROOT, "dist")));
});
