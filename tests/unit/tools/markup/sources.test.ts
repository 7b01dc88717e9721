import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { scratchDir } from "../../temp_dir";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { isLoopbackUrl, readSource, REFUSED_ADDRESS, RefusedSource } from "../../../../tools/markup/sources";

describe("what the markup checker reads", () => {
  it("takes loopback addresses only", () => {
    for (const url of ["http://localhost:8069/", "http://127.0.0.1/shop", "http://[::1]:8080/x", "https://localhost/"]) expect(isLoopbackUrl(url)).toBe(true);
    for (const url of ["http://example.com/", "http://localhost.example.com/", "http://10.0.0.1/", "file:///etc/passwd", "ftp://localhost/"]) expect(isLoopbackUrl(url)).toBe(false);
  });

  it("refuses another address with a clear message, without fetching it", async () => {
    const fetcher = vi.fn();
    await expect(readSource("http://example.com/shop", fetcher as any)).rejects.toThrow(new RefusedSource(`${REFUSED_ADDRESS} http://example.com/shop`));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("reads a loopback page, and names a redirect instead of following it", async () => {
    const fetcher = vi.fn(async (url: string) => (url.endsWith("/my") ? new Response(null, { status: 303, headers: { location: "/web/login" } }) : new Response("<html></html>")));
    expect(await readSource("http://localhost:8069/shop", fetcher as any)).toEqual([{ source: "http://localhost:8069/shop", html: "<html></html>" }]);
    await expect(readSource("http://localhost:8069/my", fetcher as any)).rejects.toThrow("http://localhost:8069/my redirects to /web/login: check that address instead");
  });

  it("reads a file, or every .html file of a folder", async () => {
    const dir = scratchDir("markup-");
    try {
      mkdirSync(join(dir, "sub"));
      writeFileSync(join(dir, "a.html"), "<p>a</p>");
      writeFileSync(join(dir, "sub/b.html"), "<p>b</p>");
      writeFileSync(join(dir, "notes.txt"), "no");
      expect((await readSource(dir)).map((page) => page.html)).toEqual(["<p>a</p>", "<p>b</p>"]);
      expect(await readSource(join(dir, "a.html"))).toEqual([{ source: join(dir, "a.html"), html: "<p>a</p>" }]);
      await expect(readSource(join(dir, "missing.html"))).rejects.toThrow(`no such file or folder: ${join(dir, "missing.html")}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
