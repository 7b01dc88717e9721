// Donation block (spec 3 §3, §4, §5, §7): a preset button marks itself active and moves the slider
// to its amount; moving the slider or typing a custom amount clears the active button. Donating
// checks the amount against the minimum (in the current currency from
// /website/get_current_currency), shows a refusal in a danger alert before the button, or posts
// amount, currency_id, csrf_token and donation_options to the donation page. In the editor the
// donate button does nothing.
import { defineIsland, isEditing, useHost, useHostEvent, useService, useTranslate } from "../../../src/kit";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { CURRENCY_ROUTE, amountProblem, chosenAmount, customInputWidth, type Currency } from "./donation_amount";

const PRESET = ".s_donation_btn[data-donation-value]";
const SLIDER = "input[type='range']";
const CUSTOM = ".s_donation_custom_btn input, input[id^='s_donation_amount_input']";
const DONATE = ".s_donation_donate_btn";
const BUBBLE = ".s_range_bubble";
const HIDDEN_CLASS = "o_donation_hidden";

function useErrorSlot(host: HTMLElement) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const donate = host.querySelector(`div${DONATE}`) ?? host.querySelector(DONATE);
    if (!donate) return;
    const element = document.createElement("div");
    element.className = "o_donation_error_slot";
    donate.before(element);
    setSlot(element);
    return () => element.remove();
  }, [host]);
  return slot;
}

function DonationBlock({ minimum, defaultAmount }: { minimum: number; defaultAmount: number }) {
  const host = useHost();
  const _t = useTranslate();
  const rpc = useService("rpc");
  const session = useService("session");
  const [currency, setCurrency] = useState<Currency>({ id: null, symbol: host.querySelector(".s_donation_currency")?.textContent?.trim() ?? "", position: "before" });
  const [problem, setProblem] = useState<string | null>(null);
  const slot = useErrorSlot(host);

  const slider = () => host.querySelector<HTMLInputElement>(SLIDER);
  const custom = () => host.querySelector<HTMLInputElement>(CUSTOM);
  const presets = () => [...host.querySelectorAll<HTMLElement>(PRESET)];
  const showSliderValue = () => {
    const bubble = host.querySelector(BUBBLE);
    if (bubble && slider()) bubble.textContent = slider()!.value;
  };
  const activate = (button: HTMLElement | null) => {
    for (const preset of presets()) {
      preset.classList.toggle("active", preset === button);
      preset.setAttribute("aria-pressed", String(preset === button));
    }
  };

  useEffect(() => {
    let live = true;
    const call = rpc<Currency>(CURRENCY_ROUTE, {}, { silent: true });
    call.then((answer) => live && answer && setCurrency(answer), () => {});
    return () => void (live = false);
  }, [rpc]);

  useEffect(() => {
    const preset = presets().find((button) => Number(button.dataset.donationValue) === defaultAmount) ?? null;
    activate(preset);
    const range = slider();
    if (range && defaultAmount) range.value = String(defaultAmount);
    showSliderValue();
    const input = custom();
    if (input) input.style.width = customInputWidth(input.value);
  }, [host, defaultAmount]);

  useHostEvent("click", (_, button) => {
    activate(button);
    const range = slider();
    if (range) range.value = button.dataset.donationValue ?? range.value;
    showSliderValue();
    setProblem(null);
  }, { selector: PRESET });
  useHostEvent("input", () => {
    activate(null);
    showSliderValue();
  }, { selector: SLIDER });
  useHostEvent("input", (_, input) => {
    activate(null);
    (input as HTMLInputElement).style.width = customInputWidth((input as HTMLInputElement).value);
  }, { selector: CUSTOM });
  useHostEvent("focusin", () => activate(null), { selector: CUSTOM });

  useHostEvent("submit", (event) => {
    event.preventDefault();
    if (isEditing()) return;
    const active = presets().find((button) => button.classList.contains("active"))?.dataset.donationValue ?? null;
    const amount = chosenAmount(active, slider()?.value ?? null, custom()?.value || null);
    const refusal = amountProblem(amount, minimum, currency, _t);
    setProblem(refusal);
    if (refusal) return;
    const form = event.target as HTMLFormElement;
    form.querySelectorAll(`.${HIDDEN_CLASS}`).forEach((input) => input.remove());
    const values = { amount: String(amount), currency_id: String(currency.id ?? ""), csrf_token: session.csrfToken, donation_options: JSON.stringify({ ...host.dataset }) };
    for (const [name, value] of Object.entries(values)) {
      const input = Object.assign(document.createElement("input"), { type: "hidden", name, value, className: HIDDEN_CLASS });
      form.append(input);
    }
    form.submit();
  });
  useHostEvent("click", (event) => isEditing() && event.preventDefault(), { selector: DONATE });

  return slot && problem ? createPortal(<p className="alert alert-danger o_donation_error" role="alert">{problem}</p>, slot) : null;
}

export default defineIsland({
  name: "blocks.donation",
  selector: ".s_donation",
  moment: "visible",
  mode: "enhance",
  needs: ["csrf_token"],
  editMode: "on",
  props: (_host, read) => ({
    minimum: read.number("data-minimum-amount", 0),
    defaultAmount: read.number("data-default-amount", 0),
  }),
  Component: DonationBlock,
});
