import { beforeEach, describe, expect, it } from "vitest";
import { jsonrpc } from "../../../src/services/jsonrpc";
import { ConnectionAbortedError, ConnectionLostError, RPCError, RequestTimeoutError } from "../../../src/services/rpc_errors";
import { addFault, clearFaults } from "../../../server/faults";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
beforeEach(() => {
  clearFaults();
  server = startTestServer();
});

describe("JSON-RPC envelope", () => {
  it("posts {id, jsonrpc: '2.0', method: 'call', params} and resolves with the result", async () => {
    const result = await jsonrpc("/web/webclient/version_info", { a: 1 });
    expect(result).toMatchObject({ server_version: "16.0", protocol_version: 1 });
    const request = server.requests.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/web/webclient/version_info");
    expect(Object.keys(request.body).sort()).toEqual(["id", "jsonrpc", "method", "params"]);
    expect(request.body).toMatchObject({ jsonrpc: "2.0", method: "call", params: { a: 1 } });
    expect(typeof request.body.id).toBe("number");
  });

  it("turns an error answer into an RPCError with the spec's fields", async () => {
    const error = await jsonrpc("/web/dataset/call_kw/islands.fault/raise", {
      model: "islands.fault",
      method: "raise",
      args: [],
      kwargs: { exception: "odoo.exceptions.UserError", message: "The order is locked." },
    }).catch((e) => e);
    expect(error).toBeInstanceOf(RPCError);
    expect(error.name).toBe("RPC_ERROR");
    expect(error.type).toBe("server");
    expect(error.code).toBe(200);
    expect(error.exceptionName).toBe("odoo.exceptions.UserError");
    expect(error.message).toBe("The order is locked.");
    expect(error.data.arguments).toEqual(["The order is locked."]);
    expect(error.subType).toBeNull();
  });

  it.each([
    ["HTTP 502", "502"],
    ["a network failure", "network"],
    ["malformed JSON", "malformed-json"],
    ["an HTML error page", "500-html"],
    ["JSON that is no JSON-RPC answer", "not-rpc"],
  ] as const)("raises ConnectionLostError on %s", async (_label, kind) => {
    addFault({ match: "/web/webclient/version_info", kind, times: 1 });
    await expect(jsonrpc("/web/webclient/version_info")).rejects.toBeInstanceOf(ConnectionLostError);
    // The next call goes through: nothing is left broken.
    await expect(jsonrpc("/web/webclient/version_info")).resolves.toMatchObject({ protocol_version: 1 });
  });

  it("raises RequestTimeoutError on HTTP 504", async () => {
    addFault({ match: "/web/webclient/version_info", kind: "504", times: 1 });
    await expect(jsonrpc("/web/webclient/version_info")).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it("can be aborted, rejecting with ConnectionAbortedError or silently", async () => {
    const call = jsonrpc("/web/webclient/version_info");
    call.abort();
    await expect(call).rejects.toBeInstanceOf(ConnectionAbortedError);
    const silent = jsonrpc("/web/webclient/version_info");
    silent.abort(false);
    const outcome = await Promise.race([silent.then(() => "resolved", () => "rejected"), new Promise((r) => setTimeout(() => r("pending"), 20))]);
    expect(outcome).toBe("pending");
  });
});
