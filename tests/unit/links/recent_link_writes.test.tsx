// A recent link's code edit: one save for two submits of one task, and a save whose answer was
// lost looks at the new code's statistics page instead of saving again.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import creator from "../../../islands/links/creator";
import { CODE_LOST, CODE_NOT_SAVED } from "../../../islands/links/RecentLink";
import { addFault } from "../../../server/faults";
import { $, $$, click, loadPage, settle, startPortal, typeInto, type PortalHarness } from "../portal/portal_harness";

let harness: PortalHarness;
afterEach(() => {
  harness?.stop();
  vi.unstubAllGlobals();
});

const edits = () => harness.server.requests.filter((r) => r.url === "/website_links/add_code");
async function editFirst(code: string) {
  harness = await startPortal("admin");
  await loadPage(harness.server, "/r");
  await harness.mount(creator);
  await vi.waitFor(() => expect($$(".o_website_links_link").length).toBeGreaterThan(0));
  const first = $$(".o_website_links_link")[0]!;
  await click(first.querySelector(".o_website_links_edit_code"));
  await act(async () => typeInto($<HTMLInputElement>("#edit-code-form input[name=new_code]")!, code));
  return first.dataset.code!;
}
const submitTwice = async () => {
  await act(async () => {
    const form = $("#edit-code-form")!;
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
  await settle(12);
};

describe("recent link code edit", () => {
  it("saves once when two submits arrive in the same task", async () => {
    await editFirst("once-only");
    await submitTwice();
    expect(edits()).toHaveLength(1);
    expect($$(".o_website_links_link")[0]!.dataset.code).toBe("once-only");
  });

  it("a save whose answer was lost but that was done shows the new code, without saving again", async () => {
    await editFirst("landed-code");
    const serve = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serve(input, init);
      if (String(input).endsWith("/website_links/add_code")) throw new TypeError("Failed to fetch");
      return answer;
    });
    await act(async () => void $<HTMLFormElement>("#edit-code-form")!.requestSubmit());
    await settle(12);
    expect(edits()).toHaveLength(1);
    expect($$(".o_website_links_link")[0]!.dataset.code).toBe("landed-code");
    expect($("#edit-code-form")).toBeNull();
  });

  it("a save whose answer was lost and that was not done keeps the typed code and says so", async () => {
    const old = await editFirst("not-landed");
    addFault({ match: "/website_links/add_code", kind: "502", times: 1 });
    await act(async () => void $<HTMLFormElement>("#edit-code-form")!.requestSubmit());
    await settle(12);
    expect($<HTMLInputElement>("#edit-code-form input[name=new_code]")!.value).toBe("not-landed");
    expect(document.body.textContent).toContain(CODE_NOT_SAVED);
    expect($$(".o_website_links_link")[0]!.dataset.code).toBe(old);
  });

  it("a save whose answer was lost, when the statistics page cannot be read either, says the code may be changed", async () => {
    await editFirst("unknown-code");
    addFault({ match: "/website_links/add_code", kind: "network", times: 1 });
    addFault({ match: "/r/unknown-code+", kind: "502", times: 1 });
    await act(async () => void $<HTMLFormElement>("#edit-code-form")!.requestSubmit());
    await settle(12);
    expect(document.body.textContent).toContain(CODE_LOST);
  });
});
