// The services of src/services, read statically: a file `<name>.ts` that exports
// `<name>Service = defineService(...)` is the service `<name>`; its `dependencies: [...]` are read
// from the file. build.mjs makes each one an entry point (dist/services/<name>.js) so the runtime
// can load any service that did not start with it, and tells the runtime and the loader the
// dependencies, so that a service is fetched together with the ones it needs.
import { readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";

const camel = (name) => name.replace(/_([a-z])/g, (_, ch) => ch.toUpperCase());

/** {name: {file, exportName, dependencies}} for every service of dir. */
export function readServices(dir) {
  const services = {};
  for (const entry of readdirSync(dir).filter((file) => file.endsWith(".ts")).sort()) {
    const name = basename(entry, ".ts");
    const exportName = `${camel(name)}Service`;
    const source = readFileSync(join(dir, entry), "utf8");
    const start = source.search(new RegExp(`export const ${exportName}\\s*=\\s*defineService\\b`));
    if (start < 0) continue;
    const deps = source.slice(start).match(/dependencies\s*:\s*\[([^\]]*)\]/);
    const dependencies = deps ? [...deps[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]) : [];
    services[name] = { file: join(dir, entry), exportName, dependencies };
  }
  return services;
}

/** The names plus, transitively, every service they depend on. */
export function withDependencies(names, services) {
  const closure = new Set();
  const visit = (name) => {
    if (closure.has(name) || !(name in services)) return;
    closure.add(name);
    for (const dep of services[name]?.dependencies ?? []) visit(dep);
  };
  names.forEach(visit);
  return [...closure];
}
