// Donation block (spec 3 §3, §4, §5, §7): a preset button marks itself active and moves the slider
// to its amount; moving the slider or typing a custom amount clears the active button. Donating
// checks the amount against the minimum (in the current currency), shows a refusal before the
// button, or posts amount, currency_id, csrf_token and donation_options to the donation page. In
// the editor the donate button does nothing.
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { attr, checked, child, defineIsland, defineMarkup, is, isEditing, useBind, useHost, useService, useTranslate, useWaitFor, type IslandProps } from "../../../src/kit";
import { CURRENCY_ROUTE, amountProblem, chosenAmount, customInputWidth, dataAttributes, type Currency } from "./donation_amount";

const markup = defineMarkup({
  attributes: {
    minimum: attr.number("data-minimum-amount", 0),
    defaultAmount: attr.number("data-default-amount", 0),
  },
  children: {
    presets: child.optional(".s_donation_btn[data-donation-value]", { value: attr.string("data-donation-value") }),
    slider: child.optional("input[type='range']"),
    custom: child.optional(".s_donation_custom_btn input, input[id^='s_donation_amount_input']"),
    bubble: child.optional(".s_range_bubble"),
    currencySymbol: child.optional(".s_donation_currency"),
    donateBlock: child.optional("div.s_donation_donate_btn"),
    donate: child.optional(".s_donation_donate_btn"),
    hidden: child.optional(".o_donation_hidden"),
  },
});

const currencyAnswer = is.object({ id: is.nullable(is.number), symbol: is.string, position: is.literal("before", "after") });

/** A place for the refusal just before the donate button. */
function useErrorSlot(donate: HTMLElement | null) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!donate) return;
    const element = document.createElement("div");
    element.className = "o_donation_error_slot";
    donate.before(element);
    setSlot(element);
    return () => element.remove();
  }, [donate]);
  return slot;
}

function DonationBlock({ attrs: { minimum, defaultAmount }, parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const _t = useTranslate();
  const rpc = useService("rpc");
  const session = useService("session");
  const waitFor = useWaitFor();
  const [currency, setCurrency] = useState<Currency>(() => ({ id: null, symbol: parts.currencySymbol.first()?.textContent?.trim() ?? "", position: "before" }));
  const [problem, setProblem] = useState<string | null>(null);
  const [active, setActive] = useState(() => parts.presets.all().find((button) => Number(parts.presets.attrs(button).value) === defaultAmount) ?? null);
  const [sliderValue, setSliderValue] = useState(() => (defaultAmount ? String(defaultAmount) : (parts.slider.first<HTMLInputElement>()?.value ?? "")));
  const [customText, setCustomText] = useState(() => parts.custom.first<HTMLInputElement>()?.value ?? "");
  const slot = useErrorSlot(parts.donateBlock.first() ?? parts.donate.first());
  const hasSlider = !!parts.slider.first();

  useEffect(() => {
    waitFor(rpc(CURRENCY_ROUTE, {}, { silent: true }).then(checked(currencyAnswer))).then(setCurrency, () => {});
  }, [rpc, waitFor]);

  const donate = (event: Event) => {
    event.preventDefault();
    if (isEditing()) return;
    const amount = chosenAmount(active && parts.presets.attrs(active).value, parts.slider.first<HTMLInputElement>()?.value ?? null, parts.custom.first<HTMLInputElement>()?.value || null);
    const refusal = amountProblem(amount, minimum, currency, _t);
    setProblem(refusal);
    if (refusal) return;
    const form = event.target as HTMLFormElement;
    parts.hidden.all().forEach((input) => input.remove());
    const values = { amount: String(amount), currency_id: String(currency.id ?? ""), csrf_token: session.csrfToken, donation_options: JSON.stringify(dataAttributes(host)) };
    for (const [name, value] of Object.entries(values)) form.append(Object.assign(document.createElement("input"), { type: "hidden", name, value, className: "o_donation_hidden" }));
    form.submit();
  };

  const choosePreset = (_event: Event, button: HTMLElement) => {
    setActive(button);
    setSliderValue((value) => parts.presets.attrs(button).value || value);
    setProblem(null);
  };
  // the slider or a typed amount clears the active preset
  const slide = (_event: Event, range: HTMLElement) => {
    setActive(null);
    setSliderValue((range as HTMLInputElement).value);
  };
  const type = (_event: Event, input: HTMLElement) => {
    setActive(null);
    setCustomText((input as HTMLInputElement).value);
  };
  useBind(parts, {
    host: { on: { submit: donate } },
    presets: { each: (preset) => ({ class: { active: preset === active }, attr: { "aria-pressed": String(preset === active) } }), on: { click: choosePreset } },
    slider: { prop: { value: hasSlider && sliderValue ? sliderValue : undefined }, on: { input: slide } },
    bubble: { text: hasSlider ? sliderValue : undefined },
    custom: { style: { width: customInputWidth(customText) }, on: { input: type, focusin: () => setActive(null) } },
    donate: { on: { click: (event) => isEditing() && event.preventDefault() } },
  });

  return slot && problem ? createPortal(<p className="alert alert-danger o_donation_error" role="alert">{problem}</p>, slot) : null;
}

export default defineIsland({
  name: "blocks.donation",
  selector: ".s_donation",
  moment: "visible",
  mode: "enhance",
  needs: ["csrf_token"],
  editMode: "on",
  markup,
  Component: DonationBlock,
});
