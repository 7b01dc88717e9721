import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import donation from "../../../../islands/website/blocks/donation";
import {
  CURRENCY_ROUTE, CUSTOM_INPUT_EXTRA_WIDTH_PX, MINIMUM_AMOUNT_MESSAGE, NO_AMOUNT_MESSAGE, amountProblem, chosenAmount, customInputWidth,
} from "../../../../islands/website/blocks/donation_amount";
import { DEFAULT_RECIPIENT, NO_AMOUNT, chooseAmount, chooseRecipient } from "../../../../server/blocks/donation_handover";
import { CURRENT_CURRENCY } from "../../../../server/blocks/currency";
import { makeTranslate } from "../../../../src/runtime/translate";
import { startTestServer, type TestServer } from "../../server_fetch";
import { nodeForm, visitor } from "../../server/requests";
import { mountBlock } from "./mount";

const waitFor = vi.waitFor;
const format = makeTranslate(new Map());

describe("donation rules", () => {
  it("has the spec's texts and width", () => {
    expect(MINIMUM_AMOUNT_MESSAGE).toBe("The minimum donation amount is %s%s%s");
    expect(NO_AMOUNT_MESSAGE).toBe("Please select or enter an amount");
    expect(NO_AMOUNT).toBe(NO_AMOUNT_MESSAGE);
    expect(CUSTOM_INPUT_EXTRA_WIDTH_PX).toBe(10);
    expect(customInputWidth("1250")).toBe("calc(4ch + 10px)");
    expect(CURRENCY_ROUTE).toBe("/website/get_current_currency");
  });

  it("takes the active preset, else the slider, else the custom amount", () => {
    expect(chosenAmount("25", "40", "7")).toBe(25);
    expect(chosenAmount(null, "40", "7")).toBe(40);
    expect(chosenAmount(null, null, "7")).toBe(7);
    expect(chosenAmount(null, null, "")).toBe(0);
    expect(chosenAmount(null, null, "abc")).toBe(0);
  });

  it("refuses no amount, and an amount under the minimum with the symbol before or after", () => {
    expect(amountProblem(0, 5, { id: 1, symbol: "$", position: "before" }, format)).toBe("Please select or enter an amount");
    expect(amountProblem(3, 5, { id: 1, symbol: "$", position: "before" }, format)).toBe("The minimum donation amount is $5");
    expect(amountProblem(3, 5, { id: 1, symbol: "€", position: "after" }, format)).toBe("The minimum donation amount is 5€");
    expect(amountProblem(5, 5, { id: 1, symbol: "$", position: "before" }, format)).toBeNull();
  });
});

const page = readFileSync("fixtures/pages/blocks2/donation.html", "utf8");
function blocks() {
  document.body.innerHTML = page.slice(page.indexOf("<section id=\"donation_slider\""), page.indexOf("</div>\n</main>"));
  return { slider: document.getElementById("donation_slider")!, custom: document.getElementById("donation_custom")! };
}
function services() {
  const calls: string[] = [];
  const rpc = (route: string) => {
    calls.push(route);
    return Object.assign(Promise.resolve(CURRENT_CURRENCY), { abort() {} });
  };
  return { rpc, session: { csrfToken: "token123" }, calls };
}
const activeValue = (host: HTMLElement) => host.querySelector<HTMLElement>(".s_donation_btn.active")?.dataset.donationValue ?? null;

afterEach(() => {
  document.body.className = "";
});

describe("donation block", () => {
  it("starts on the default amount; a preset marks itself active and moves the slider; the slider clears it", async () => {
    const { slider: host } = blocks();
    const { calls, ...given } = services();
    await mountBlock(donation, host, given);
    expect(activeValue(host)).toBe("25");
    host.querySelector<HTMLElement>("[data-donation-value='50']")!.click();
    await waitFor(() => expect(activeValue(host)).toBe("50"));
    const range = host.querySelector<HTMLInputElement>("input[type=range]")!;
    expect(range.value).toBe("50");
    expect(host.querySelector("output")!.textContent).toBe("50");
    range.value = "65";
    range.dispatchEvent(new Event("input", { bubbles: true }));
    expect(activeValue(host)).toBeNull();
    expect(host.querySelector("output")!.textContent).toBe("65");
    expect(calls).toEqual([CURRENCY_ROUTE]);
  });

  it("refuses a custom amount under the minimum in an alert before the button, then posts a valid one", async () => {
    const { custom: host } = blocks();
    await mountBlock(donation, host, services());
    const form = host.querySelector("form")!;
    const submit = vi.spyOn(form, "submit").mockImplementation(() => {});
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await waitFor(() => expect(host.querySelector(".alert-danger")?.textContent).toBe("Please select or enter an amount"));
    const input = host.querySelector<HTMLInputElement>(".s_donation_custom_btn input")!;
    input.value = "3";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    expect(input.style.width).toBe("calc(3ch + 10px)");
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await waitFor(() => expect(host.querySelector(".alert-danger")?.textContent).toBe("The minimum donation amount is $5"));
    expect(host.querySelector(".alert-danger")!.parentElement!.nextElementSibling!.classList.contains("s_donation_donate_btn")).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    input.value = "1250";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const sent = Object.fromEntries(new FormData(form).entries());
    expect(sent).toMatchObject({ amount: "1250", currency_id: String(CURRENT_CURRENCY.id), csrf_token: "token123" });
    expect(JSON.parse(String(sent.donation_options))).toMatchObject({ donationEmail: "workshop@example.com", minimumAmount: "5", customAmount: "freeAmount" });
    await waitFor(() => expect(host.querySelector(".alert-danger")).toBeNull());
  });

  it("does nothing on donate in the editor", async () => {
    document.body.classList.add("editor_enable");
    const { slider: host } = blocks();
    await mountBlock(donation, host, services());
    const form = host.querySelector("form")!;
    const submit = vi.spyOn(form, "submit").mockImplementation(() => {});
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    host.querySelector<HTMLButtonElement>("button[type=submit]")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(submit).not.toHaveBeenCalled();
    expect(form.querySelector("input[name=amount]")).toBeNull();
  });
});

describe("donation hand-over", () => {
  let server: TestServer;
  beforeEach(() => {
    server = startTestServer();
  });
  afterEach(() => server.store.db.close());

  it("chooses the posted amount, a preset or the other amount, and the block's recipient only over the default", () => {
    const form = `<input type="radio" name="o_donation_amount" id="a10" value="10"/><input type="radio" name="o_donation_amount" id="a25" value="25" checked="checked"/><input type="radio" name="o_donation_amount" id="other_amount" value="other"/><input type="number" id="other_amount_value" name="o_donation_amount_other"/><input type="hidden" name="donation_recipient_email" value="${DEFAULT_RECIPIENT}"/>`;
    expect(chooseAmount(form, 10)).toContain('value="10" checked="checked"');
    expect(chooseAmount(form, 10)).not.toContain('value="25" checked');
    expect(chooseAmount(form, 42)).toMatch(/id="other_amount" value="other" checked="checked"/);
    expect(chooseAmount(form, 42)).toContain('id="other_amount_value" name="o_donation_amount_other" value="42"');
    expect(chooseRecipient(form, "a@b.co")).toContain('value="a@b.co"');
    expect(chooseRecipient(form, "not an email")).toContain(DEFAULT_RECIPIENT);
    const own = form.replace(DEFAULT_RECIPIENT, "own@site.example");
    expect(chooseRecipient(own, "a@b.co")).toContain("own@site.example");
  });

  it("answers the donation page for a posted donation, and refuses a missing csrf token or amount", async () => {
    const who = await visitor(server);
    const post = async (fields: Record<string, string>) => {
      const form = new nodeForm.FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const response = await who.fetch("/donation/pay", { method: "POST", body: form });
      return { status: response.status, text: await response.text() };
    };
    const options = JSON.stringify({ donationEmail: "workshop@example.com" });
    const ok = await post({ amount: "42", currency_id: "1", csrf_token: await who.csrf(), donation_options: options });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain("o_donation_payment_form");
    expect(ok.text).toContain('id="other_amount_value" name="o_donation_amount_other" min="5" step="1" aria-label="Other amount" placeholder="Amount" value="42"');
    expect(ok.text).toContain('value="workshop@example.com"');
    expect((await post({ amount: "42", csrf_token: "wrong" })).status).toBe(400);
    expect(await post({ amount: "", csrf_token: await who.csrf() })).toEqual({ status: 400, text: NO_AMOUNT });
  });
});
