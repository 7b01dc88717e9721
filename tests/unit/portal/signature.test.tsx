// Signature form (spec 2 §2, §3, §4, §7, §9). The drawing pad (signature_pad on a canvas, which
// happy-dom cannot draw on) is replaced by a fake that the test "draws" on.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import signatureForm, { DEFAULT_SEND_LABEL, SIGNATURE_FATE_UNKNOWN, SIGNATURE_NOT_RECEIVED, asksForSignature } from "../../../islands/portal/signature/signature_form";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { addFault } from "../../../server/faults";
import { $, answerWith, click, loadPage, settle, startPortal, text, typeInto, type PortalHarness } from "./portal_harness";

const pad = vi.hoisted(() => ({ empty: true, onChange: () => {}, draw() {}, clear() {} }));
vi.mock("../../../islands/portal/signature/pad", () => ({
  createPad: (_canvas: HTMLCanvasElement, options: { onChange: () => void }) => {
    pad.empty = true;
    pad.onChange = options.onChange;
    pad.draw = () => {
      pad.empty = false;
      options.onChange();
    };
    return {
      isEmpty: () => pad.empty,
      clear: () => {
        pad.empty = true;
        options.onChange();
      },
      toPngBase64: () => "iVBORw0KGgoSIGNATURE",
      writeText: async () => pad.draw(),
      resize() {},
      destroy() {},
    };
  },
}));

let portal: PortalHarness;
afterEach(() => {
  portal?.stop();
  window.history.replaceState(null, "", "/runtime/public");
});

const submitButton = () => $<HTMLButtonElement>(".o_portal_sign_submit")!;
const accepts = () => portal.server.requests.filter((r) => r.url.startsWith("/my/orders/1/accept"));

/** Lets the server act on the calls to `path`, then drops their answers (and fails the page `failPage` outright). */
function dropAnswers(path: string, { failPage }: { failPage?: string } = {}) {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    if (url.pathname + url.search === failPage) throw new TypeError("Failed to fetch");
    const response = await portal.server.fetch(input, init);
    if ((url.pathname + url.search).startsWith(path)) throw new TypeError("Failed to fetch");
    return response;
  });
}
const draw = async () => {
  const { act } = await import("react");
  await act(async () => pad.draw());
};

describe("signature form in the sale order's modal", () => {
  beforeEach(async () => {
    // The page's own URL: the order's state is read from it when an answer is lost.
    window.history.replaceState(null, "", "/my/orders/1");
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/orders/1");
    await portal.mount(signatureForm);
  });

  it("says 'Accept & Sign' and is enabled only once something is drawn", async () => {
    expect(DEFAULT_SEND_LABEL).toBe("Accept & Sign");
    expect(submitButton().textContent).toBe("Accept & Sign");
    expect($<HTMLInputElement>(".o_web_sign_name_input")!.value).toBe("Joel Willis");
    expect(submitButton().disabled).toBe(true);
    await draw();
    expect(submitButton().disabled).toBe(false);
    await click($(".o_web_sign_clear_button"));
    expect(submitButton().disabled).toBe(true);
  });

  it("lets keyboard users sign with their name", async () => {
    await click($(".o_web_sign_auto_button"));
    expect(submitButton().disabled).toBe(false);
  });

  it("sends name and signature to the call URL and follows force_refresh to redirect_url", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await draw();
    await click(submitButton());
    const call = portal.server.requests.find((r) => r.url.startsWith("/my/orders/1/accept"))!;
    expect(call.url).toBe("/my/orders/1/accept?access_token=4c2b8d1e-so21");
    expect(call.body.params).toEqual({ name: "Joel Willis", signature: "iVBORw0KGgoSIGNATURE" });
    expect(assign).toHaveBeenCalledWith("/my/orders/1?access_token=4c2b8d1e-so21&message=sign_ok#allow_payment=yes");
    expect(submitButton().querySelector(".fa-spin")).not.toBeNull();
  });

  it("refuses to send without a name", async () => {
    await draw();
    typeInto($<HTMLInputElement>(".o_web_sign_name_input")!, "  ");
    await click(submitButton());
    expect(text(".invalid-feedback")).toBe("Please enter your full name.");
    expect(portal.server.requests.some((r) => r.url.startsWith("/my/orders/1/accept"))).toBe(false);
  });

  it("shows the answer's error and keeps the form", async () => {
    portal.server.store.write("sale.order", 1, { state: "sale" });
    await draw();
    await click(submitButton());
    expect(text(".o_portal_sign_error_msg")).toBe("The order is not in a state requiring customer signature.");
    expect(submitButton().disabled).toBe(false);
    expect($<HTMLInputElement>(".o_web_sign_name_input")!.value).toBe("Joel Willis");
  });

  it("keeps the name and drawing when the call fails (a 502 before the server signed), and can send again", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    addFault({ match: "/my/orders/1/accept", kind: "502", times: 1 });
    await draw();
    await click(submitButton());
    // A 502 may come after the server signed: the order is looked at first; it still waits.
    expect(portal.server.requests.at(-1)!.url).toBe("/my/orders/1");
    expect(text(".o_portal_sign_error_msg")).toBe(SIGNATURE_NOT_RECEIVED);
    expect(submitButton().disabled).toBe(false);
    await click(submitButton());
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("an answer lost after the server signed shows the order as signed, without signing again", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    dropAnswers("/my/orders/1/accept");
    await draw();
    await click(submitButton());
    expect(accepts()).toHaveLength(1);
    expect(portal.server.store.get("sale.order", 1)!.signed_by).toBe("Joel Willis");
    expect(reload).toHaveBeenCalledTimes(1);
    expect($(".o_portal_sign_error_msg")).toBeNull();
    // The page goes: the button stays busy.
    expect(submitButton().querySelector(".fa-spin")).not.toBeNull();
  });

  it("when the order cannot be looked at, says so and looks first at the next click", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    dropAnswers("/my/orders/1/accept", { failPage: "/my/orders/1" });
    await draw();
    await click(submitButton());
    expect(text(".o_portal_sign_error_msg")).toBe(SIGNATURE_FATE_UNKNOWN);
    expect(submitButton().disabled).toBe(false);
    vi.stubGlobal("fetch", portal.server.fetch);
    await click(submitButton());
    // It had been signed: no 'not in a state requiring customer signature' dead end.
    expect(accepts()).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a double click signs once", async () => {
    vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await draw();
    const { act } = await import("react");
    await act(async () => {
      submitButton().click();
      submitButton().click();
    });
    await settle();
    expect(accepts()).toHaveLength(1);
  });

  it("knows whether a page still asks for the signature", () => {
    document.body.innerHTML = `<div class="o_portal_signature_form" data-call-url="/my/orders/1/accept?access_token=t"></div>`;
    expect(asksForSignature(document, "/my/orders/1/accept?access_token=t")).toBe(true);
    expect(asksForSignature(document, "/my/orders/2/accept?access_token=t")).toBe(false);
  });

  it("reloads on force_refresh without redirect_url", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    answerWith(portal.server, "/my/orders/1/accept", { force_refresh: true });
    await draw();
    await click(submitButton());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("thanks the signer on success, with a link to redirect_url", async () => {
    answerWith(portal.server, "/my/orders/1/accept", { success: "Signed, thank you.", redirect_url: "/my/orders/1" });
    await draw();
    await click(submitButton());
    expect(text(".o_portal_sign_success span")).toBe("Signed, thank you.");
    expect($(".o_portal_sign_success a")!.getAttribute("href")).toBe("/my/orders/1");
  });

  it("says a malformed answer could not be read", async () => {
    answerWith(portal.server, "/my/orders/1/accept", "ok");
    await draw();
    await click(submitButton());
    expect(text(".o_portal_sign_error_msg")).toBe("The server sent an answer that could not be read.");
  });
});

describe("signature form options", () => {
  it("sends the route's extra params the page gives (data-rpc-params) with the name and signature", async () => {
    portal = await startPortal("portal");
    const bodies: any[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== "/x") return portal.server.fetch(input, init);
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ jsonrpc: "2.0", id: 1, result: { success: "Signed." } }), { headers: { "Content-Type": "application/json" } });
    });
    document.body.innerHTML = `<div class="o_portal_signature_form" data-call-url="/x" data-default-name="A" data-rpc-params='{"access_token": "tok", "order_id": 4, "name": "not this one"}'></div>`;
    await portal.mount(signatureForm);
    await draw();
    await click(submitButton());
    expect(bodies).toHaveLength(1);
    const sent = bodies[0].params;
    expect(sent).toMatchObject({ access_token: "tok", order_id: 4, name: "A" });
    expect(typeof sent.signature).toBe("string");
    expect(sent.signature.length).toBeGreaterThan(0);
  });

  it("uses the page's button label", async () => {
    portal = await startPortal("portal");
    document.body.innerHTML = `<div class="o_portal_signature_form" data-call-url="/x" data-default-name="A" data-send-label="Sign the contract"></div>`;
    await portal.mount(signatureForm);
    expect(submitButton().textContent).toBe("Sign the contract");
  });
});
