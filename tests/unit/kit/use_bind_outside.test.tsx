// useBindOutside: declarations on an element beside the island's host, applied while the island
// runs and put back as the server rendered it when the island stops.
import { afterEach, describe, expect, it } from "vitest";
import { useState } from "react";
import { child, defineIsland, defineMarkup, useBind, useBindOutside, type IslandProps } from "../../../src/kit";
import { mountOn } from "../website/mount_helper";

const markup = defineMarkup({ children: { done: child.optional(".o_done") } });

function EndIsland({ parts }: IslandProps<typeof markup>) {
  const [ended, setEnded] = useState(false);
  const [message] = useState(() => document.getElementById("end_message"));
  useBind(parts, { done: { on: { click: () => setEnded(true) } } });
  useBindOutside(message, { class: { "d-none": ended ? false : undefined }, attr: { role: ended ? "status" : undefined } });
  return null;
}

const island = defineIsland({ name: "kit.end_island", selector: ".o_end_test", moment: "load", mode: "enhance", markup, Component: EndIsland });

afterEach(() => {
  document.body.innerHTML = "";
});

describe("useBindOutside", () => {
  it("shows the element beside the host when asked, and puts it back when the island stops", async () => {
    document.body.innerHTML = `<div class="o_end_test"><button class="o_done" type="button">Done</button></div><p id="end_message" class="d-none">Thanks</p>`;
    const message = document.getElementById("end_message")!;
    const before = message.outerHTML;
    const unmount = await mountOn(island, document.querySelector(".o_end_test")!);
    expect(message.outerHTML).toBe(before);
    document.querySelector<HTMLElement>(".o_done")!.click();
    expect(message.classList.contains("d-none")).toBe(false);
    expect(message.getAttribute("role")).toBe("status");
    unmount();
    expect(message.outerHTML).toBe(before);
  });
});
