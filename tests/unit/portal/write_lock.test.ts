// One write at a time per island, and which failures leave a write's outcome unknown.
import { describe, expect, it } from "vitest";
import { isAnswerLost } from "../../../src/kit/answer_lost";
import { MalformedAnswerError } from "../../../src/kit/error_text";
import { WriteIgnored, createWriteLock } from "../../../src/kit/write_lock";
import { HTTPError } from "../../../src/services/http";
import { ConnectionLostError, RPCError, RequestTimeoutError } from "../../../src/services/rpc_errors";

describe("write lock", () => {
  it("ignores a write started while another runs, without calling it", async () => {
    const lock = createWriteLock();
    let finish!: () => void;
    const first = lock.run(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(lock.isBusy()).toBe(true);
    let called = false;
    await expect(lock.run(async () => void (called = true))).rejects.toBeInstanceOf(WriteIgnored);
    expect(called).toBe(false);
    finish();
    await first;
    expect(lock.isBusy()).toBe(false);
    await expect(lock.run(async () => 7)).resolves.toBe(7);
  });

  it("is free again after a failed write, which rejects as it failed", async () => {
    const lock = createWriteLock();
    await expect(lock.run(async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    expect(lock.isBusy()).toBe(false);
  });

  it("stays taken after a write that makes the page leave, until released", async () => {
    const lock = createWriteLock();
    await lock.run(async (keepLocked) => keepLocked());
    expect(lock.isBusy()).toBe(true);
    expect(lock.busy.get()).toBe(true);
    lock.release();
    expect(lock.isBusy()).toBe(false);
  });

  it("is claimed once for a native form post", () => {
    const lock = createWriteLock();
    expect(lock.claimForNavigation()).toBe(true);
    expect(lock.claimForNavigation()).toBe(false);
  });
});

describe("lost answers", () => {
  it("are the failures after which the server may have acted", () => {
    expect(isAnswerLost(new ConnectionLostError("/x"))).toBe(true);
    expect(isAnswerLost(new RequestTimeoutError("/x"))).toBe(true);
    expect(isAnswerLost(new HTTPError(502, "/x"))).toBe(true);
    expect(isAnswerLost(new HTTPError(504, "/x"))).toBe(true);
    expect(isAnswerLost(new TypeError("Failed to fetch"))).toBe(true);
  });

  it("are not the server's own answers", () => {
    expect(isAnswerLost(new RPCError("refused"))).toBe(false);
    expect(isAnswerLost(new HTTPError(403, "/x"))).toBe(false);
    expect(isAnswerLost(new MalformedAnswerError())).toBe(false);
    expect(isAnswerLost(new WriteIgnored())).toBe(false);
  });
});
