// dist/islands.json: the build's manifest for integrators and tools (the /islands catalogue, the
// markup checker's users): the version, the loader files, and every island with what its
// definition says (area, selector, moment, mode, edit mode, services, the attributes it reads,
// the children its markup contract binds)
// and its file in the version folder with that file's own hash. What the file's text does not
// state (mode, attributes, children) comes from running the definitions (tools/markup/list_island_facts.ts).
import { execFile } from "node:child_process";
import { join } from "node:path";
import { fileHash } from "./versions.mjs";

/**
 * Started before the bundles (it needs only the sources) and awaited when islands.json is written:
 * its seconds of loading every island and parsing the fixture pages run beside esbuild and the second pass.
 */
export function startExtraFacts(islandsDir, root) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["--import", "tsx", "tools/markup/list_island_facts.ts", islandsDir], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }, (error, output) =>
      error ? reject(error) : resolve(JSON.parse(output)),
    );
  });
}

export function islandsJson({ islands, extra, outdir, versionDir, hash }) {
  return {
    version: hash,
    loader: "loader.js",
    rollbackLoader: `loader-${hash}.js`,
    folder: `${versionDir}/`,
    islands: islands.map((island, index) => {
      const file = `${versionDir}/islands/${island.fileIndex ?? index}.js`;
      return {
        name: island.name,
        area: island.name.split(".")[0],
        selector: island.selector,
        moment: island.moment,
        mode: extra[island.name]?.mode ?? "enhance",
        editMode: extra[island.name]?.editMode ?? "off",
        services: island.services,
        needs: island.needs,
        ...(island.signedIn ? { signedIn: true } : {}),
        attributes: extra[island.name]?.attributes ?? [],
        children: extra[island.name]?.children ?? [],
        source: island.file,
        file,
        hash: fileHash(join(outdir, file)),
      };
    }),
  };
}
