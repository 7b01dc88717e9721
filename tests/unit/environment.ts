// happy-dom, but with Node's own Request, Response and Headers: the reference server answers
// in-process in unit tests, and a browser's Request/Response hide the Cookie and Set-Cookie
// headers its sessions need. Pages' code only ever sees Responses, whose API is the same.
import { builtinEnvironments, type Environment } from "vitest/runtime";

const NODE_FETCH_CLASSES = ["Request", "Response", "Headers", "FormData", "File", "Blob"] as const;

export default {
  name: "happy-dom-node-fetch",
  viteEnvironment: "client",
  async setup(global, options) {
    const node = Object.fromEntries(NODE_FETCH_CLASSES.map((name) => [name, global[name]]));
    const environment = await builtinEnvironments["happy-dom"].setup(global, options);
    global.__nodeFetch = node;
    for (const name of ["Request", "Response", "Headers"] as const) global[name] = node[name];
    return environment;
  },
} satisfies Environment;
