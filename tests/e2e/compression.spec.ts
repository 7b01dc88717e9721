// What the server sends on the wire: the build's compressed siblings by Accept-Encoding (brotli
// first, then gzip, none without either), its own pages and the site's CSS compressed too, and
// no JavaScript chain deeper than two levels after loader.js.
import { readFileSync, statSync } from "node:fs";
import { chainDepths } from "../../bench/request_chains";
import { expect, test } from "./fixtures";
import { distFile, islandFile, islandsReady } from "./helpers";

const ENCODINGS = [
  { accept: "br, gzip", expected: "br" },
  { accept: "gzip", expected: "gzip" },
  { accept: "identity", expected: undefined },
];

for (const { accept, expected } of ENCODINGS) {
  test(`loader.js and a chunk with Accept-Encoding: ${accept} are sent ${expected ?? "uncompressed"}`, async ({ request }) => {
    for (const path of ["/dist/loader.js", islandFile("public.website_form"), distFile("runtime/boot.js")]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": accept } });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["content-encoding"], path).toBe(expected);
      expect(headers["vary"], path).toMatch(/Accept-Encoding/i);
      expect(headers["content-type"], path).toBe("application/javascript; charset=utf-8");
      // Playwright decodes the body: it is the same JavaScript whatever the encoding.
      expect((await response.text()).length, path).toBeGreaterThan(100);
    }
  });
}

test("a compressed file is smaller on the wire and decodes to the very bytes of the file", async ({ request }) => {
  const plain = await request.get("/dist/loader.js", { headers: { "Accept-Encoding": "identity" } });
  const br = await request.get("/dist/loader.js", { headers: { "Accept-Encoding": "br" } });
  expect(await br.body()).toEqual(await plain.body());
  expect(await br.body()).toEqual(readFileSync("dist/loader.js"));
  expect(statSync("dist/loader.js.br").size).toBeLessThan(statSync("dist/loader.js").size / 2);
  expect(br.headers()["etag"]).not.toBe(plain.headers()["etag"]);
});

test("the server's pages, the fixtures' CSS and Bootstrap's CSS are compressed", async ({ request }) => {
  for (const path of ["/contactus", "/static/site.css", "/web/static/lib/bootstrap/css/bootstrap.min.css"]) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-encoding"], path).toBe("br");
    const gzip = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"], path).toBe("gzip");
    const none = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
    expect(none.headers()["content-encoding"], path).toBeUndefined();
  }
});

test("on /contactus no JavaScript file waits for more than two levels after loader.js", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const requests = new Map<string, string | undefined>();
  cdp.on("Network.requestWillBeSent", (event) => {
    const url = event.request.url.split("?")[0];
    const initiator = event.initiator;
    const from = initiator.url ?? initiator.stack?.callFrames[0]?.url ?? initiator.stack?.parent?.callFrames[0]?.url;
    if (url.endsWith(".js") && !requests.has(url)) requests.set(url, from?.split("?")[0]);
  });
  await page.goto("/contactus");
  await islandsReady(page);
  const depths = chainDepths(requests);
  expect([...depths.keys()].some((url) => url.endsWith(islandFile("public.website_form")))).toBe(true);
  expect(depths.size).toBeGreaterThan(3);
  expect(Math.max(...depths.values())).toBeLessThanOrEqual(2);
});

test("the build's no-layout-shift stylesheet is in dist/, linked by every page, sent compressed", async ({ request }) => {
  const page = await (await request.get("/contactus")).text();
  expect(page).toContain('<link rel="stylesheet" href="/dist/no_layout_shift.css"/>');
  const response = await request.get("/dist/no_layout_shift.css", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(response.headers()["content-type"]).toBe("text/css; charset=utf-8");
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(await response.text()).toContain(".o_links_clicks_by_country{aspect-ratio:1}");
});
