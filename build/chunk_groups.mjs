// Which chunks of pass 1 the second linking pass (build/relink.mjs) puts together in one file.
// esbuild makes a chunk per set of entries sharing code, so an island reaches a dozen chunks of a
// few hundred bytes. Merging two chunks saves a request to every entry that reaches both, and
// costs the other chunk's bytes to every entry that reaches only one. The groups are built
// greedily: the merge that saves the most requests first, as long as no entry then loads more
// than UNUSED_CAP bytes it does not use. Two chunks every entry reaches together
// cost nothing to merge.
import { basename } from "node:path";
import { staticClosure } from "./flatten_imports.mjs";

/** Bytes (minified, before gzip: about 3 to 1) of code an entry may load unused, over all its groups. */
export const UNUSED_CAP = 9 * 1024;

/**
 * Groups of the shared (non-entry) chunks of esbuild metafile `outputs`: `groupOf(file)` names
 * the group of a chunk that was merged with others, null for the others. The entries of `exact`
 * load nothing they do not use: the runtime starts every service its files hold, so its files
 * hold only its own code.
 */
export function chunkGroups(outputs, { unusedCap = UNUSED_CAP, exact = [] } = {}) {
  const files = Object.keys(outputs).filter((file) => file.endsWith(".js"));
  const entries = files.filter((file) => outputs[file].entryPoint);
  const shared = files.filter((file) => !outputs[file].entryPoint);
  const index = new Map(entries.map((entry, i) => [entry, i]));
  const capOf = entries.map((entry) => (exact.includes(entry) ? 0 : unusedCap));
  const reachers = new Map(shared.map((file) => [file, new Uint8Array(entries.length)]));
  for (const entry of entries) {
    for (const file of [...staticClosure(outputs, entry), ...loadedBefore(outputs, entries, entry)]) {
      const reach = reachers.get(file);
      if (reach) reach[index.get(entry)] = 1;
    }
  }

  // Entries reaching every chunk of `deps`: those to which merging adds no file but the group's.
  const covering = (deps) => {
    const cover = new Uint8Array(entries.length).fill(1);
    for (const dep of deps) {
      const reach = reachers.get(dep);
      for (let e = 0; e < entries.length; e++) if (!reach?.[e]) cover[e] = 0;
    }
    return cover;
  };
  // A group: its chunks, the entries reaching any of them, the bytes each such entry does not use,
  // the chunks its chunks import from outside it (`deps`), and the entries that reach all of those.
  let groups = shared
    .filter((file) => reachers.get(file).includes(1))
    .map((file) => {
      const deps = new Set(staticClosure(outputs, file));
      return { files: [file], bytes: outputs[file].bytes, reach: reachers.get(file), unused: new Float64Array(entries.length), deps, cover: covering(deps) };
    });
  const merged = (a, b) => {
    const reach = new Uint8Array(entries.length);
    const unused = new Float64Array(entries.length);
    let saved = 0;
    for (let e = 0; e < entries.length; e++) {
      if (!a.reach[e] && !b.reach[e]) continue;
      // an entry gets the other group's imports too: only where it loads them already
      if ((a.reach[e] && !b.reach[e] && !b.cover[e]) || (b.reach[e] && !a.reach[e] && !a.cover[e])) return null;
      reach[e] = 1;
      if (a.reach[e] && b.reach[e]) saved++;
      unused[e] = (a.reach[e] ? a.unused[e] : a.bytes) + (b.reach[e] ? b.unused[e] : b.bytes);
      if (total[e] - a.unused[e] - b.unused[e] + unused[e] > capOf[e]) return null;
    }
    if (!saved) return null;
    const files = [...a.files, ...b.files];
    const deps = new Set([...a.deps, ...b.deps].filter((file) => !files.includes(file)));
    return { files, bytes: a.bytes + b.bytes, reach, unused, saved, deps, cover: null };
  };
  // the bytes each entry loads unused, over all its groups
  const total = new Float64Array(entries.length);
  const refused = new Set();
  for (;;) {
    let best = null;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        if (refused.has(`${groups[i].files[0]} ${groups[j].files[0]}`)) continue;
        const candidate = merged(groups[i], groups[j]);
        if (candidate && (!best || candidate.saved > best.group.saved || (candidate.saved === best.group.saved && candidate.bytes < best.group.bytes))) best = { group: candidate, i, j };
      }
    }
    if (!best) break;
    const next = [...groups.filter((_, k) => k !== best.i && k !== best.j), best.group];
    if (hasCycle(outputs, next)) refused.add(`${groups[best.i].files[0]} ${groups[best.j].files[0]}`);
    else {
      best.group.cover = covering(best.group.deps);
      const [a, b] = [groups[best.i], groups[best.j]];
      for (let e = 0; e < entries.length; e++) total[e] += best.group.unused[e] - a.unused[e] - b.unused[e];
      groups = next;
    }
  }
  // a chunk left alone is a group of its own too: rolldown's own choice follows the entries its
  // tree shaking sees, which can put a chunk a bind island needs together with React
  const groupOf = new Map();
  let n = 0;
  for (const group of groups) {
    const name = group.files.length > 1 ? `shared${n++}` : basename(group.files[0], ".js");
    for (const file of group.files) groupOf.set(file, name);
  }
  return (file) => groupOf.get(file) ?? null;
}

/**
 * The chunks a page has loaded before it loads `entry`, when `entry` is only reached through
 * dynamic imports (a library an island loads on demand): what every entry that imports it loads.
 * To the cost of a group these count as used, not as bytes loaded for nothing.
 */
function loadedBefore(outputs, entries, entry) {
  const importers = Object.keys(outputs).filter((file) => (outputs[file].imports ?? []).some((i) => i.path === entry && i.kind === "dynamic-import"));
  if (!importers.length || entries.some((other) => other !== entry && staticClosure(outputs, other).has(entry))) return [];
  const loaders = entries.filter((other) => other !== entry && importers.some((file) => file === other || staticClosure(outputs, other).has(file)));
  if (!loaders.length) return [];
  const closures = loaders.map((other) => new Set([other, ...staticClosure(outputs, other)]));
  return [...closures[0]].filter((file) => closures.every((closure) => closure.has(file)));
}

/**
 * `groupOf`, with `entry` put in the group of the largest chunk it imports: rolldown then writes
 * that chunk's code into the entry's own file (the runtime's entry holds React and the runtime,
 * and the islands import them from it), one request less than an entry file that only re-exports.
 */
export function entryInItsLargestChunk(outputs, entry, groupOf) {
  const closure = [...staticClosure(outputs, entry)];
  if (!closure.length) return groupOf;
  const largest = closure.reduce((a, b) => (outputs[a].bytes >= outputs[b].bytes ? a : b));
  const name = groupOf(largest) ?? basename(largest, ".js");
  return (file) => (file === entry || file === largest ? name : groupOf(file));
}

/**
 * Whether files that import each other in a cycle would come out of `groups`: rolldown links a
 * group's chunks without their dependencies, and a cycle of files could run a module before one
 * it needs.
 */
function hasCycle(outputs, groups) {
  const nodeOf = new Map();
  groups.forEach((group, n) => group.files.forEach((file) => nodeOf.set(file, `group ${n}`)));
  const node = (file) => nodeOf.get(file) ?? file;
  const edges = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    for (const { path, kind } of output.imports ?? []) {
      if (kind !== "import-statement" || node(path) === node(file)) continue;
      if (!edges.has(node(file))) edges.set(node(file), new Set());
      edges.get(node(file)).add(node(path));
    }
  }
  const state = new Map(); // 1: on the path, 2: done
  const visit = (n) => {
    if (state.get(n) === 2) return false;
    if (state.get(n) === 1) return true;
    state.set(n, 1);
    for (const next of edges.get(n) ?? []) if (visit(next)) return true;
    state.set(n, 2);
    return false;
  };
  return [...edges.keys()].some(visit);
}
