import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addFault, clearFaults } from "../../../server/faults";
import { ARBITRARY_ERROR, DATA_URL_BLOB_THRESHOLD, DOWNLOAD_TOKEN, createDownloadService, filenameOf, parseDownloadError, saveFile } from "../../../src/services/download";
import { HTTPError } from "../../../src/services/http";
import { ConnectionAbortedError, ConnectionLostError, RPCError } from "../../../src/services/rpc_errors";
import { DEFAULT_UPLOAD_ROUTE, UploadError, createUploadService, progressRatio, type UploadProgress } from "../../../src/services/upload";
import { readSessionInfo } from "../../../src/services/session_info";
import { installServerXhr, type FakeRequest } from "../portal/server_xhr";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
let held: string | null;
let xhrRequests: FakeRequest[];
beforeEach(async () => {
  // The server's `instanceof File` check needs Node's File, which happy-dom's global File is not.
  vi.stubGlobal("File", (globalThis as any).__nodeFetch.File);
  clearFaults();
  server = startTestServer();
  await server.installPageGlobals();
  // Uploads go by XMLHttpRequest: the in-process server answers it too.
  held = null;
  xhrRequests = installServerXhr(server, { hold: (url) => held !== null && url.startsWith(held) }).requests;
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearFaults();
  delete (window as any).odoo;
});

const session = () => readSessionInfo();
// Files as the page makes them (happy-dom's), whatever File is stubbed to for the server.
const PageFile = File;
const file = (name: string, content = "hello") => new PageFile([content], name, { type: "text/plain" });

describe("upload", () => {
  it("posts to /web/binary/upload a form with csrf_token, each file as ufile, model and id", async () => {
    expect(DEFAULT_UPLOAD_ROUTE).toBe("/web/binary/upload");
    const upload = createUploadService(session());
    const files = await upload.upload([file("a.txt"), file("b.txt")], { model: "res.partner", id: 3 });
    expect(files.map((f) => f.name)).toEqual(["a.txt", "b.txt"]);
    const request = server.requests.at(-1)!;
    expect(request.url).toBe("/web/binary/upload");
    expect(request.method).toBe("POST");
    expect(request.body).toEqual({ csrf_token: session().csrfToken, ufile: ["a.txt", "b.txt"], model: "res.partner", id: "3" });
  });

  it("raises the error of an answer with an error field", async () => {
    const upload = createUploadService(session());
    const error = await upload.upload([]).catch((e) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error.message).toBe("No file was sent.");
  });

  it("raises ConnectionLostError on HTTP 502 and on a dropped connection", async () => {
    const upload = createUploadService(session());
    addFault({ match: "/web/binary/upload", kind: "502", times: 1 });
    await expect(upload.upload([file("a.txt")])).rejects.toBeInstanceOf(ConnectionLostError);
    addFault({ match: "/web/binary/upload", kind: "network", times: 1 });
    await expect(upload.upload([file("a.txt")])).rejects.toBeInstanceOf(ConnectionLostError);
    await expect(upload.upload([file("a.txt")])).resolves.toHaveLength(1);
  });
});

describe("upload progress and cancel", () => {
  it("reports the bytes sent as the browser's upload progress events say", async () => {
    held = "/web/binary/upload";
    const seen: UploadProgress[] = [];
    const upload = createUploadService(session()).upload([file("big.txt", "x".repeat(1000))], { onProgress: (p) => seen.push(p) });
    const [request] = xhrRequests;
    request.progress(300, 1200);
    request.progress(1200, 1200);
    expect(seen).toEqual([
      { loaded: 300, total: 1200 },
      { loaded: 1200, total: 1200 },
    ]);
    expect(seen.map(progressRatio)).toEqual([0.25, 1]);
    await request.release();
    expect((await upload).map((f) => f.name)).toEqual(["big.txt"]);
  });

  it("gives 0 as the share sent while the total is unknown", () => {
    expect(progressRatio({ loaded: 50, total: 0 })).toBe(0);
    expect(progressRatio({ loaded: 5, total: 10 })).toBe(0.5);
  });

  it("cancels an upload when its signal aborts, and never sends an already aborted one", async () => {
    held = "/web/binary/upload";
    const controller = new AbortController();
    const upload = createUploadService(session()).upload([file("a.txt")], { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toBeInstanceOf(ConnectionAbortedError);
    expect(xhrRequests[0].aborted).toBe(true);
    await expect(createUploadService(session()).upload([file("b.txt")], { signal: controller.signal })).rejects.toBeInstanceOf(ConnectionAbortedError);
    expect(xhrRequests).toHaveLength(1);
  });

  it("posts any form with files to another route, with the csrf_token, and reads its JSON answer", async () => {
    const upload = createUploadService(session());
    const answer = (await upload.post("/portal/attachment/add", { name: "n.txt", file: file("n.txt"), res_model: "sale.order", res_id: 1, access_token: "4c2b8d1e-so21" })) as { id: number; name: string };
    expect(answer.name).toBe("n.txt");
    const request = server.requests.at(-1)!;
    expect(request.url).toBe("/portal/attachment/add");
    expect(request.body).toEqual({ name: "n.txt", file: ["n.txt"], res_model: "sale.order", res_id: "1", access_token: "4c2b8d1e-so21", csrf_token: session().csrfToken });
  });

  it("raises HTTPError on an error status and ConnectionLostError on an unreadable answer or a dropped connection", async () => {
    const upload = createUploadService(session());
    const params = { name: "n.txt", file: file("n.txt"), res_model: "sale.order", res_id: 1 };
    addFault({ match: "/portal/attachment/add", kind: "500-html", times: 1 });
    const error = (await upload.post("/portal/attachment/add", params).catch((e: unknown) => e)) as HTTPError;
    expect(error).toBeInstanceOf(HTTPError);
    expect(error.status).toBe(500);
    addFault({ match: "/portal/attachment/add", kind: "malformed-json", times: 1 });
    await expect(upload.post("/portal/attachment/add", params)).rejects.toBeInstanceOf(ConnectionLostError);
    held = "/portal/attachment/add";
    const dropped = upload.post("/portal/attachment/add", params);
    xhrRequests.at(-1)!.fail();
    await expect(dropped).rejects.toBeInstanceOf(ConnectionLostError);
  });
});

describe("download", () => {
  it("posts a form with the dummy token and the csrf_token, reads the answer as a blob and saves it", async () => {
    expect(DOWNLOAD_TOKEN).toBe("dummy-because-api-expects-one");
    const [stored] = await createUploadService(session()).upload([file("report é.txt", "the report")]);
    const save = vi.fn();
    const download = createDownloadService(session(), save);
    const name = await download.download({ url: `/web/content/${stored.id}`, data: { field: "datas" } });
    expect(name).toBe("report é.txt");
    const request = server.requests.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.body).toEqual({ field: "datas", token: "dummy-because-api-expects-one", csrf_token: session().csrfToken });
    const [blob, filename] = save.mock.calls[0];
    expect(filename).toBe("report é.txt");
    expect(await (blob as Blob).text()).toBe("the report");
  });

  it("raises the server's error parsed from the answer", async () => {
    const error = await createDownloadService(session(), vi.fn()).download({ url: "/web/content/999999" }).catch((e) => e);
    expect(error).toBeInstanceOf(RPCError);
    expect(error.message).toBe("The requested file does not exist.");
    expect(error.exceptionName).toBe("werkzeug.exceptions.NotFound");
  });

  it("raises 'Arbitrary Uncaught Python Exception' when the answer holds no server error", async () => {
    expect(ARBITRARY_ERROR).toBe("Arbitrary Uncaught Python Exception");
    addFault({ match: "/web/content", kind: "500-html", times: 1 });
    const error = await createDownloadService(session(), vi.fn()).download({ url: "/web/content/1" }).catch((e) => e);
    expect(error).toBeInstanceOf(RPCError);
    expect(error.message).toBe("Arbitrary Uncaught Python Exception");
    expect(error.data.debug).toContain("500");
    expect(error.data.debug).toContain("Internal Server Error");
  });

  it("raises ConnectionLostError on HTTP 502 and on a network failure", async () => {
    const download = createDownloadService(session(), vi.fn());
    addFault({ match: "/web/content", kind: "502", times: 1 });
    await expect(download.download({ url: "/web/content/1" })).rejects.toBeInstanceOf(ConnectionLostError);
    addFault({ match: "/web/content", kind: "network", times: 1 });
    await expect(download.download({ url: "/web/content/1" })).rejects.toBeInstanceOf(ConnectionLostError);
  });

  it("parses a server error serialized in an HTML page", () => {
    const html = `<html><body>${JSON.stringify({ code: 200, message: "Odoo Server Error", data: { name: "odoo.exceptions.UserError", message: "Not allowed", arguments: ["Not allowed"] } })}</body></html>`;
    const error = parseDownloadError(500, html);
    expect(error.exceptionName).toBe("odoo.exceptions.UserError");
    expect(error.message).toBe("Not allowed");
  });

  it("reads file names from Content-Disposition", () => {
    expect(filenameOf("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe("résumé.pdf");
    expect(filenameOf('attachment; filename="plain.txt"')).toBe("plain.txt");
    expect(filenameOf(null)).toBeNull();
  });

  it("saves a data URL above about 2 MB through a Blob, and a smaller one directly", () => {
    expect(DATA_URL_BLOB_THRESHOLD).toBeCloseTo(2 * 1024 * 1024, -4);
    const hrefs: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.href);
    });
    const createObjectURL = vi.fn(() => "blob:big");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const small = "data:text/plain;base64," + btoa("small");
    saveFile(small, "small.txt");
    const big = "data:text/plain;base64," + "A".repeat(Math.ceil(DATA_URL_BLOB_THRESHOLD));
    saveFile(big, "big.txt");
    expect(hrefs[0]).toBe(small);
    expect(hrefs[1]).toBe("blob:big");
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect((createObjectURL.mock.calls[0] as unknown[])[0]).toBeInstanceOf(Blob);
  });
});
