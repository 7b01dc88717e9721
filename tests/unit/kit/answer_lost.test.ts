// Which failed calls the server may have done: a gateway's 502 answered in its place (the call
// did not reach it); a connection dropped mid-answer, an unreadable answer or a 504 leave it open.
// The calls go to the reference server in-process, with its fault hooks (server/faults.ts).
import { beforeEach, describe, expect, it } from "vitest";
import { isAnswerLost, mayHaveActed } from "../../../src/kit/answer_lost";
import { jsonrpc } from "../../../src/services/jsonrpc";
import { HTTPError } from "../../../src/services/http";
import { ConnectionLostError, RPCError, RequestTimeoutError } from "../../../src/services/rpc_errors";
import { addFault, clearFaults, type FaultKind } from "../../../server/faults";
import { startTestServer } from "../server_fetch";

const ROUTE = "/web/webclient/version_info";
const failure = (kind: FaultKind) => (addFault({ match: ROUTE, kind, times: 1 }), jsonrpc(ROUTE).catch((error: unknown) => error));

beforeEach(() => {
  clearFaults();
  startTestServer();
});

describe("a call whose answer was lost", () => {
  it("answered 502 by a gateway did not reach the server: lost, but not done", async () => {
    const error = await failure("502");
    expect(error).toBeInstanceOf(ConnectionLostError);
    expect((error as ConnectionLostError).loss).toBe("gateway");
    expect(isAnswerLost(error)).toBe(true);
    expect(mayHaveActed(error)).toBe(false);
  });

  it.each(["network", "malformed-json", "not-rpc", "500-html"] as const)("cut or unreadable (%s) may have been done by the server", async (kind) => {
    const error = await failure(kind);
    expect(error).toBeInstanceOf(ConnectionLostError);
    expect((error as ConnectionLostError).loss).toBe("answer");
    expect(mayHaveActed(error)).toBe(true);
  });

  it("timed out (504) may have been done by the server", async () => {
    const error = await failure("504");
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(mayHaveActed(error)).toBe(true);
  });

  it("over plain HTTP: a 502 was not done, a 504 or a failed fetch may have been", () => {
    expect(mayHaveActed(new HTTPError(502, "/x"))).toBe(false);
    expect(mayHaveActed(new HTTPError(504, "/x"))).toBe(true);
    expect(mayHaveActed(new TypeError("Failed to fetch"))).toBe(true);
  });

  it("is never a refusal the server answered", () => {
    expect(mayHaveActed(new RPCError("refused"))).toBe(false);
    expect(mayHaveActed(new HTTPError(403, "/x"))).toBe(false);
  });
});
