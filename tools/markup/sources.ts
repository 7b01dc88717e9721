// What the checker reads: files, folders of .html files, or pages of a server on this machine.
// Other addresses are refused: the checker is for a site's own pages before they go live.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];
export const REFUSED_ADDRESS = "the markup checker reads only files, folders and loopback addresses (localhost, 127.0.0.1, ::1); refused:";

export class RefusedSource extends Error {}

export interface SourcePage {
  source: string;
  html: string;
}

export function isLoopbackUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && LOOPBACK_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

export async function readSource(arg: string, fetcher: typeof fetch = fetch): Promise<SourcePage[]> {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(arg)) {
    if (!isLoopbackUrl(arg)) throw new RefusedSource(`${REFUSED_ADDRESS} ${arg}`);
    const response = await fetcher(arg, { redirect: "manual" });
    if (response.status >= 300 && response.status < 400) throw new RefusedSource(`${arg} redirects to ${response.headers.get("location")}: check that address instead`);
    if (!response.ok) throw new RefusedSource(`${arg} answered ${response.status}`);
    return [{ source: arg, html: await response.text() }];
  }
  const stat = statSync(arg, { throwIfNoEntry: false });
  if (!stat) throw new RefusedSource(`no such file or folder: ${arg}`);
  const files = stat.isDirectory() ? htmlFiles(arg) : [arg];
  return files.map((file) => ({ source: file, html: readFileSync(file, "utf8") }));
}
