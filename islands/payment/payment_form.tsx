// The payment form (spec 2 §2 checkout and payment method management forms; §4 flow and pay
// button; §5; §8), on the server's form (15/16 markup): the selected option's inline form (the
// card form for the direct flow), the pay / save button, the transaction route and the flow;
// saved methods assigned and deleted in manage mode; the donation on a donation form.
import { useMemo, useState } from "react";
import { createPortal } from "react-dom";
import {
  AlertDialog, browserNavigation, defineIsland, errorText, readSessionInfo, useBind, useHost, useLeadingDebounced, useService, useTranslate, type IslandProps,
} from "../../src/kit";
import { CardForm, useCard } from "./card/CardForm";
import { DonationParts, useDonation } from "./donation/use_donation";
import { readPaymentContext, transactionParams } from "./form/context";
import { DeleteTokenDialog, linkedRecordsOf } from "./form/DeleteTokenDialog";
import { ErrorBeforeButton, InlineError, type PaymentError } from "./form/errors";
import { canPay, selectionError } from "./form/flow";
import { paymentFormMarkup } from "./form/markup";
import { inlineFormOf, optionOf, useSelection } from "./form/options";
import { useSubmitButton, useTermsAccepted } from "./form/pay_button";
import { processPayment } from "./form/process_payment";
import { useIconLists } from "./form/use_icon_lists";
import {
  DELETE_FAILED, ERROR_DIALOG_TITLE, FEES_FAILED, MISSING_INFORMATION, PAYMENT_BUTTON_DEBOUNCE_MS, PAYMENT_FAILED, SAVE_FAILED, SERVER_ERROR_TITLE, VALIDATION_ERROR_TITLE,
} from "./messages";

export const ARCHIVE_TOKEN_ROUTE = "/payment/archive_token";

function PaymentForm({ attrs, parts }: IslandProps<typeof paymentFormMarkup>) {
  const form = useHost<HTMLFormElement>();
  const context = useMemo(() => readPaymentContext(form), [form]);
  const rpc = useService("rpc");
  const orm = useService("orm");
  const dialog = useService("dialog");
  const _t = useTranslate();
  const [selected, refreshSelection] = useSelection(parts);
  const terms = useTermsAccepted();
  const card = useCard();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<(PaymentError & { radio: HTMLInputElement | null }) | null>(null);
  useIconLists(parts);

  const option = selected.length === 1 ? optionOf(parts, selected[0], context.flow) : null;
  const showError = (title: string, message: string, detail?: string) => {
    if (selected.length !== 1) {
      dialog.add(AlertDialog, { title: _t(ERROR_DIALOG_TITLE, _t(title)), body: detail ? `${_t(message)} ${detail}` : _t(message) });
      return;
    }
    setError({ title, message, detail, radio: donation ? null : selected[0] });
  };
  const donation = useDonation(parts, attrs.isDonation, rpc, context.currencyId, selected.map((r) => parts.radio.attrs(r).optionId).join(","), (failure) =>
    showError(SERVER_ERROR_TITLE, FEES_FAILED, errorText(failure, _t)),
  );
  const enabled = canPay({ selectedCount: selected.length, flow: option?.flow ?? context.flow, allowTokenSelection: context.allowTokenSelection, termsAccepted: terms });
  useSubmitButton(parts, enabled, processing);

  // the button is usable again at once: the debounce guards a payment in flight, not a retry
  const retryable = () => debounced.reset();
  const failed = (failure: unknown, message: string) => {
    setProcessing(false);
    retryable();
    showError(SERVER_ERROR_TITLE, message, errorText(failure, _t));
  };

  const submit = async () => {
    const problem = selectionError(selected.length);
    if (problem) return retryable(), showError(problem.title, problem.message);
    setError(null);
    if (donation && !donation.validate()) {
      retryable();
      dialog.add(AlertDialog, { title: _t(VALIDATION_ERROR_TITLE), body: _t(MISSING_INFORMATION) });
      return;
    }
    const chosen = optionOf(parts, selected[0], context.flow);
    // manage mode assigns a saved token to the document instead of paying
    const assignToken = context.mode === "manage" && chosen.type === "token";
    if (assignToken && !context.assignTokenRoute) return;
    const inline = inlineFormOf(parts, selected[0]);
    if (chosen.flow === "direct" && parts.cardSlot.all().some((slot) => inline?.contains(slot)) && !card.validateAll()) return retryable();
    setProcessing(true);
    try {
      const csrfToken = readSessionInfo().csrfToken;
      if (assignToken) {
        await rpc(context.assignTokenRoute, { token_id: chosen.id, csrf_token: csrfToken });
        return browserNavigation.assign(context.landingRoute || "/my");
      }
      const values = await rpc(context.transactionRoute, transactionParams(context, chosen, csrfToken, donation?.extraParams()));
      await processPayment(chosen.flow, values, { rpc, navigate: browserNavigation.assign, card: card.values });
    } catch (failure) {
      failed(failure, context.mode === "manage" ? SAVE_FAILED : PAYMENT_FAILED);
    }
  };
  const debounced = useLeadingDebounced(() => void submit(), PAYMENT_BUTTON_DEBOUNCE_MS);

  const deleteToken = (event: Event, button: HTMLElement) => {
    event.preventDefault();
    const card = button.closest('div[name="o_payment_option_card"]');
    const radio = parts.radio.all<HTMLInputElement>().find((radio) => card?.contains(radio));
    if (!card || !radio) return;
    const tokenId = parts.radio.attrs(radio).optionId;
    const deleteFailed = (failure: unknown) => setError({ title: SERVER_ERROR_TITLE, message: DELETE_FAILED, detail: errorText(failure, _t), radio: null });
    const remove = async () => {
      try {
        await rpc(ARCHIVE_TOKEN_ROUTE, { token_id: tokenId });
      } catch (failure) {
        return deleteFailed(failure);
      }
      inlineFormOf(parts, radio)?.remove();
      card.remove();
      setError(null);
      refreshSelection();
      form.dispatchEvent(new Event("change", { bubbles: true }));
    };
    orm
      .call("payment.token", "get_linked_records_info", [tokenId])
      .then((answer) => dialog.add(DeleteTokenDialog, { records: linkedRecordsOf(answer) ?? [], confirm: remove }))
      .catch(deleteFailed);
  };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (!processing) debounced();
  };
  useBind(parts, { host: { on: { submit: onSubmit } }, deleteToken: { on: { click: deleteToken } } });

  const errorTarget = error?.radio ? inlineFormOf(parts, error.radio) : null;
  return (
    <>
      {parts.cardSlot.all().map((slot, index) => createPortal(<CardForm {...card} />, slot, `card-${index}`))}
      {error && errorTarget ? createPortal(<InlineError error={error} />, errorTarget) : null}
      {error && !errorTarget ? <ErrorBeforeButton submitButton={parts.submitButton} error={error} /> : null}
      {donation ? <DonationParts parts={parts} donation={donation} /> : null}
    </>
  );
}

export default defineIsland({
  name: "payment.form",
  selector: 'form[name="o_payment_checkout"], form[name="o_payment_manage"], form.o_donation_payment_form',
  // the checkout form of a document waits in its closed 'pay now' modal: loaded when shown
  moment: "visible",
  mode: "enhance",
  needs: ["csrf_token"],
  services: ["dialog", "orm"],
  markup: paymentFormMarkup,
  Component: PaymentForm,
});
