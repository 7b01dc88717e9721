// useStore: a component shows a store's value, is rendered again when it changes, and stops
// listening to the store when its island stops.
import { afterEach, describe, expect, it } from "vitest";
import { atom } from "nanostores";
import { flushSync } from "react-dom";
import { defineIsland, defineMarkup, Portal, child, useStore, type IslandProps } from "../../../src/kit";
import { mountOn } from "../website/mount_helper";

const count = atom(1);
const markup = defineMarkup({ children: { output: child.required(".o_count") } });

function CountIsland({ parts }: IslandProps<typeof markup>) {
  return <Portal into={parts.output}>{`Count: ${useStore(count)}`}</Portal>;
}

const island = defineIsland({ name: "kit.store_island", selector: ".o_store_test", moment: "load", mode: "enhance", markup, Component: CountIsland });

afterEach(() => {
  document.body.innerHTML = "";
  count.set(1);
});

describe("useStore", () => {
  it("renders the store's value, again on each change, and leaves no listener when the island stops", async () => {
    document.body.innerHTML = `<div class="o_store_test"><p class="o_count"></p></div>`;
    const output = () => document.querySelector(".o_count")!.textContent;
    const unmount = await mountOn(island, document.querySelector(".o_store_test")!);
    expect(output()).toBe("Count: 1");
    expect(count.lc).toBe(1);
    flushSync(() => count.set(2));
    expect(output()).toBe("Count: 2");
    unmount();
    expect(count.lc).toBe(0);
  });
});
