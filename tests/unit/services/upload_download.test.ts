import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addFault, clearFaults } from "../../../server/faults";
import { ARBITRARY_ERROR, DATA_URL_BLOB_THRESHOLD, DOWNLOAD_TOKEN, createDownloadService, filenameOf, parseDownloadError, saveFile } from "../../../src/services/download";
import { ConnectionLostError, RPCError } from "../../../src/services/rpc_errors";
import { DEFAULT_UPLOAD_ROUTE, UploadError, createUploadService } from "../../../src/services/upload";
import { readSessionInfo } from "../../../src/services/session_info";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
beforeEach(async () => {
  // The server's `instanceof File` check needs Node's File, which happy-dom's global File is not.
  vi.stubGlobal("File", (globalThis as any).__nodeFetch.File);
  clearFaults();
  server = startTestServer();
  await server.installPageGlobals();
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
