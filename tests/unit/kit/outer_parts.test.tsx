// useOuterParts: a part beside the island's host is bound like its own parts, and put back as the
// server rendered it when the island stops.
import { afterEach, describe, expect, it } from "vitest";
import { mountOn } from "../website/mount_helper";
import outerIsland from "./outer_parts_island";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("useOuterParts", () => {
  it("binds a part outside the host and puts it back when the island stops", async () => {
    document.body.innerHTML = `<img class="o_outer_picture" src="/a.png"><div class="o_outer_test"><button type="button">Go</button></div>`;
    const before = document.body.innerHTML;
    const host = document.querySelector<HTMLElement>(".o_outer_test")!;
    const picture = document.querySelector<HTMLElement>(".o_outer_picture")!;
    const unmount = await mountOn(outerIsland, host);
    host.querySelector("button")!.click();
    expect(picture.classList.contains("o_busy")).toBe(true);
    expect(picture.getAttribute("aria-busy")).toBe("true");
    unmount();
    expect(document.body.innerHTML).toBe(before);
  });
});
