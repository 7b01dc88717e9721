// The integrator's site of the drop-in flow (README, "Drop-in guide"): a folder of static files
// served by node:http on loopback, every other path proxied to the platform, so the page, the
// islands' files and the platform's routes share one origin (its session cookie and JSON routes).
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "application/javascript; charset=utf-8", ".json": "application/json", ".map": "application/json" };

export async function startSite(folder: string, platform: { host: string; port: number }): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url!, "http://site").pathname);
    const file = join(folder, normalize(path));
    if (file.startsWith(folder) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
      return void createReadStream(file).pipe(res);
    }
    const forward = request({ ...platform, path: req.url, method: req.method, headers: { ...req.headers, host: `${platform.host}:${platform.port}` } }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
