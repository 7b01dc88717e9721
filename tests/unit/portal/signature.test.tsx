// Signature form (spec 2 §2, §3, §4, §7, §9). The drawing pad (signature_pad on a canvas, which
// happy-dom cannot draw on) is replaced by a fake that the test "draws" on.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import signatureForm, { DEFAULT_SEND_LABEL } from "../../../islands/portal/signature/signature_form";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { addFault } from "../../../server/faults";
import { $, answerWith, click, loadPage, startPortal, text, typeInto, type PortalHarness } from "./portal_harness";

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
afterEach(() => portal?.stop());

const submitButton = () => $<HTMLButtonElement>(".o_portal_sign_submit")!;
const draw = async () => {
  const { act } = await import("react");
  await act(async () => pad.draw());
};

describe("signature form in the sale order's modal", () => {
  beforeEach(async () => {
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

  it("keeps the name and drawing when the call fails, and can send again", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    addFault({ match: "/my/orders/1/accept", kind: "502", times: 1 });
    await draw();
    await click(submitButton());
    expect(text(".o_portal_sign_error_msg")).toBe("The server could not be reached. Please check your connection and try again.");
    expect(submitButton().disabled).toBe(false);
    await click(submitButton());
    expect(assign).toHaveBeenCalledTimes(1);
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
  it("uses the page's button label", async () => {
    portal = await startPortal("portal");
    document.body.innerHTML = `<div class="o_portal_signature_form" data-call-url="/x" data-default-name="A" data-send-label="Sign the contract"></div>`;
    await portal.mount(signatureForm);
    expect(submitButton().textContent).toBe("Sign the contract");
  });
});
