import { describe, expect, it } from "vitest";
import {
  ERROR_RETRY_DELAY,
  HEARTBEAT_KILL_OLD_PERIOD,
  HEARTBEAT_OUT_OF_DATE_PERIOD,
  LAST_NOTIFICATION_MAX_AGE,
  MASTER_HEARTBEAT_PERIOD,
  POLL_ROUTE,
  POLL_TIMEOUT,
  PRESENCE_CHECK_PERIOD,
  TAB_HEARTBEAT_PERIOD,
  pollRetryDelay,
} from "../../../src/services/bus/timings";

describe("bus timings (spec 1 §9)", () => {
  it("has the spec's values", () => {
    expect(PRESENCE_CHECK_PERIOD).toBe(30000);
    expect(ERROR_RETRY_DELAY).toBe(10000);
    expect(POLL_TIMEOUT).toBe(60000);
    expect(TAB_HEARTBEAT_PERIOD).toBe(10000);
    expect(MASTER_HEARTBEAT_PERIOD).toBe(1500);
    expect(HEARTBEAT_OUT_OF_DATE_PERIOD).toBe(5000);
    expect(HEARTBEAT_KILL_OLD_PERIOD).toBe(15000);
    expect(LAST_NOTIFICATION_MAX_AGE).toBe(50000);
    expect(POLL_ROUTE).toBe("/longpolling/poll");
  });

  it("retries a failed poll after 10 s plus a random whole 1 to 20 s", () => {
    expect(pollRetryDelay(() => 0)).toBe(11000);
    expect(pollRetryDelay(() => 0.0499)).toBe(11000);
    expect(pollRetryDelay(() => 0.05)).toBe(12000);
    expect(pollRetryDelay(() => 0.5)).toBe(21000);
    expect(pollRetryDelay(() => 0.9999)).toBe(30000);
    const delays = new Set(Array.from({ length: 2000 }, (_, i) => pollRetryDelay(() => i / 2000)));
    expect([...delays].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 11000 + i * 1000));
  });
});
