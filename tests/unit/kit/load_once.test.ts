import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "../../../src/kit/load_once";

describe("loadOnce", () => {
  it("starts the load on the first call and shares its promise with the later ones", async () => {
    const load = vi.fn(async () => "library");
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe("library");
    await expect(get()).resolves.toBe("library");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load: the next call tries again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("library");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("offline");
    await expect(get()).resolves.toBe("library");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
