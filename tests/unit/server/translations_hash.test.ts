// The translations' URL names their version: the session's hash is a digest of the translation
// files, which changes when one of them does, and the answer is cached for good.
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TRANSLATIONS_CACHE } from "../../../server/routes/webclient";
import { translationsDir, translationsHash } from "../../../server/routes/translations_hash";
import { scratchDir } from "../temp_dir";
import { startTestServer, type TestServer } from "../server_fetch";

describe("the translations' hash", () => {
  let server: TestServer;
  beforeEach(() => {
    server = startTestServer();
  });
  const scratch: string[] = [];
  afterEach(() => {
    server.store.db.close();
    for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("is the one the page gives, and its answer is cached for good", async () => {
    const page = await (await server.fetch("/runtime/public")).text();
    const hash = translationsHash(process.cwd());
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    expect(page).toContain(`"translations":"${hash}"`);
    const answer = await server.fetch(`/web/webclient/translations/${hash}?lang=fr_FR`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe(TRANSLATIONS_CACHE);
  });

  it("changes when a translation file changes", () => {
    const root = scratchDir("translations-hash");
    scratch.push(root);
    cpSync(translationsDir(process.cwd()), translationsDir(root), { recursive: true });
    const before = translationsHash(root);
    expect(before).toBe(translationsHash(process.cwd()));
    const other = scratchDir("translations-hash-changed");
    scratch.push(other);
    cpSync(translationsDir(process.cwd()), translationsDir(other), { recursive: true });
    writeFileSync(join(translationsDir(other), "fr_FR.json"), JSON.stringify({ modules: {}, multi_lang: true }));
    expect(translationsHash(other)).not.toBe(before);
  });
});
