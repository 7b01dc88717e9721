// The catalogue's sandbox island on its fixture page (fixtures/pages/islands/catalogue.html).
import { readFileSync } from "node:fs";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import sandbox, { SANDBOX_EMPTY_MARKUP, SANDBOX_INSERTED, SANDBOX_LOAD_FAILED, SANDBOX_NOTHING_RUNNING, SANDBOX_REMOVED } from "../../../islands/catalogue/sandbox";
import countdown from "../../../islands/website/blocks/countdown";
import { liveIslands } from "../../../src/runtime/live_islands";
import { $, $$, settle } from "../portal/portal_harness";
import { startSlides as startRuntime } from "../slides/harness";

let runtime: Awaited<ReturnType<typeof startRuntime>>;
afterEach(() => runtime?.stop());

const EXAMPLE = '<section class="s_countdown" data-end-time="1893456000" data-layout="text"><div class="s_countdown_canvas_wrapper"></div></section>';

async function openSandbox() {
  const page = readFileSync("fixtures/pages/islands/catalogue.html", "utf8");
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(page)![1].replace("<!--slot:catalogue_list-->", `<template data-example="snippets.countdown">${EXAMPLE}</template><button type="button" class="o_catalogue_try" data-example="snippets.countdown">Try</button>`);
  runtime = await startRuntime(null);
  const overlay = document.querySelector(".o-islands-overlay");
  document.body.innerHTML = body;
  if (overlay) document.body.append(overlay);
  await runtime.mount(sandbox);
}

const click = async (selector: string) => {
  await act(async () => $(selector)!.click());
  await settle();
};
const running = () => $(".o_sandbox_running")!.textContent;

describe("the catalogue's sandbox", () => {
  it("asks for markup when there is none", async () => {
    await openSandbox();
    expect(running()).toBe(SANDBOX_NOTHING_RUNNING);
    await click(".o_sandbox_insert");
    expect($(".o_sandbox_status")!.textContent).toBe(SANDBOX_EMPTY_MARKUP);
    expect($(".o_sandbox_area")!.children).toHaveLength(0);
  });

  it("inserts pasted markup without its scripts, lists the islands that mount in it, and removes it", async () => {
    await openSandbox();
    $<HTMLTextAreaElement>(".o_sandbox_markup")!.value = `${EXAMPLE}<script>window.__ran = 1</script><p onclick="x()">p</p>`;
    await click(".o_sandbox_insert");
    // the sanitizer arrives with the first insert
    await vi.waitFor(() => expect($(".o_sandbox_status")!.textContent).toBe(SANDBOX_INSERTED));
    expect($$(".o_sandbox_area .o_sandbox_block > *").map((el) => el.outerHTML)).toEqual([EXAMPLE, "<p>p</p>"]);
    // in a page the loader mounts what appears; here the test does
    const unmount = await runtime.mount(countdown, $(".o_sandbox_area .s_countdown")!);
    expect(liveIslands.get().map((island) => island.name)).toContain("snippets.countdown");
    expect(running()).toContain("snippets.countdown");
    await click(".o_sandbox_remove");
    expect($(".o_sandbox_status")!.textContent).toBe(SANDBOX_REMOVED);
    expect($(".o_sandbox_area")!.children).toHaveLength(0);
    await act(async () => unmount());
    expect(liveIslands.get().map((island) => island.name)).not.toContain("snippets.countdown");
    expect(running()).toBe(SANDBOX_NOTHING_RUNNING);
  });

  it("'Try it' copies the island's example into the field and inserts it", async () => {
    await openSandbox();
    await click(".o_catalogue_try");
    expect($<HTMLTextAreaElement>(".o_sandbox_markup")!.value).toBe(EXAMPLE);
    await vi.waitFor(() => expect($(".o_sandbox_area .s_countdown")).not.toBeNull());
  });

  it("says so when its sanitizer cannot load, and keeps the pasted markup for another try", async () => {
    vi.doMock("../../../islands/catalogue/sandbox_markup", () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    try {
      await openSandbox();
      $<HTMLTextAreaElement>(".o_sandbox_markup")!.value = EXAMPLE;
      await click(".o_sandbox_insert");
      await vi.waitFor(() => expect($(".o_sandbox_status")!.textContent).toBe(SANDBOX_LOAD_FAILED));
      expect($(".o_sandbox_area")!.children).toHaveLength(0);
      expect($<HTMLTextAreaElement>(".o_sandbox_markup")!.value).toBe(EXAMPLE);
    } finally {
      vi.doUnmock("../../../islands/catalogue/sandbox_markup");
    }
  });
});
