// The payment form (spec 2 §2 "Payment checkout form" and "payment method management form"; §4
// flow and pay button; §5; §8): one island, checkout and manage modes, on the server's form
// (15/16 markup). It shows the selected option's inline form (the card form for the direct
// flow), enables the pay / save button when exactly one option is selected, debounces it and
// shows a spinner while processing, posts the transaction route and runs the flow; in manage
// mode it also assigns and deletes saved methods; on a donation form it adds the donation.
import { useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { AlertDialog } from "../../src/components/AlertDialog";
import { useHost, useTranslate } from "../../src/hooks/env";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { useService } from "../../src/hooks/use_service";
import { defineIsland } from "../../src/runtime/island";
import { browserNavigation } from "../../src/services/browser_navigation";
import type { DialogService } from "../../src/services/dialog";
import type { OrmService } from "../../src/services/orm";
import type { RPC } from "../../src/services/rpc";
import { readSessionInfo } from "../../src/services/session_info";
import { errorText } from "../../src/kit/error_text";
import { CardForm } from "./card/CardForm";
import { DonationParts } from "./donation/DonationParts";
import { useDonation } from "./donation/use_donation";
import { readPaymentContext } from "./form/context";
import { DeleteTokenDialog, linkedRecordsOf } from "./form/DeleteTokenDialog";
import { canPay } from "./form/flow";
import { ErrorBeforeButton } from "./form/ErrorBeforeButton";
import { InlineError, type PaymentError } from "./form/InlineError";
import { leadingDebounce } from "../../src/kit";
import { PAYMENT_BUTTON_DEBOUNCE_MS } from "./messages";
import { CARD_FORM_SLOT, DELETE_TOKEN_BUTTON, OPTION_CARD, RADIO, inlineFormOf, optionOf } from "./form/options";
import { processPayment } from "./form/process_payment";
import { MalformedRedirectForm } from "./form/redirect_form";
import { selectionError } from "./form/selection_error";
import { transactionParams } from "./form/transaction_params";
import { useCard } from "./form/use_card";
import { useIconLists } from "./form/use_icon_lists";
import { useSelection } from "./form/use_selection";
import { useSubmitButton } from "./form/use_submit_button";
import { useTermsAccepted } from "./form/use_terms";
import {
  DELETE_FAILED,
  ERROR_DIALOG_TITLE,
  FEES_FAILED,
  MALFORMED_PROCESSING_VALUES,
  MISSING_INFORMATION,
  PAYMENT_FAILED,
  SAVE_FAILED,
  SERVER_ERROR_TITLE,
  VALIDATION_ERROR_TITLE,
} from "./messages";

export const ARCHIVE_TOKEN_ROUTE = "/payment/archive_token";

function PaymentForm() {
  const form = useHost<HTMLFormElement>();
  const context = useMemo(() => readPaymentContext(form), [form]);
  const rpc = useService<RPC>("rpc");
  const orm = useService<OrmService>("orm");
  const dialog = useService<DialogService>("dialog");
  const _t = useTranslate();
  const selected = useSelection(form);
  const terms = useTermsAccepted();
  const card = useCard();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<(PaymentError & { radio: HTMLInputElement | null }) | null>(null);
  useIconLists();

  const option = selected.length === 1 ? optionOf(selected[0], context.flow) : null;
  const showError = (title: string, message: string, detail?: string) => {
    if (selected.length !== 1) {
      dialog.add(AlertDialog, { title: _t(ERROR_DIALOG_TITLE, _t(title)), body: detail ? `${_t(message)} ${detail}` : _t(message) });
      return;
    }
    setError({ title, message, detail, radio: donation ? null : selected[0] });
  };
  const donation = useDonation(form, rpc, context.currencyId, selected.map((r) => r.dataset.paymentOptionId).join(","), (failure) =>
    showError(SERVER_ERROR_TITLE, FEES_FAILED, errorText(failure, _t)),
  );
  const enabled = canPay({ selectedCount: selected.length, flow: option?.flow ?? context.flow, allowTokenSelection: context.allowTokenSelection, termsAccepted: terms });
  useSubmitButton(form, enabled, processing);

  // the button is usable again at once: the debounce guards a payment in flight, not a retry
  const retryable = () => debounced.current?.reset();
  const failed = (failure: unknown, message: string) => {
    setProcessing(false);
    retryable();
    const detail = failure instanceof MalformedRedirectForm ? _t(MALFORMED_PROCESSING_VALUES) : errorText(failure, _t);
    showError(SERVER_ERROR_TITLE, message, detail);
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
    const chosen = optionOf(selected[0], context.flow);
    const failMessage = context.mode === "manage" ? SAVE_FAILED : PAYMENT_FAILED;
    if (context.mode === "manage" && chosen.type === "token") {
      if (!context.assignTokenRoute) return;
      setProcessing(true);
      try {
        await rpc(context.assignTokenRoute, { token_id: chosen.id, csrf_token: readSessionInfo().csrfToken });
        browserNavigation.assign(context.landingRoute || "/my");
      } catch (failure) {
        failed(failure, failMessage);
      }
      return;
    }
    if (chosen.flow === "direct" && inlineFormOf(selected[0])?.querySelector(CARD_FORM_SLOT) && !card.validateAll()) return retryable();
    setProcessing(true);
    try {
      const params = transactionParams(context, chosen, readSessionInfo().csrfToken, donation?.extraParams());
      const values = await rpc(context.transactionRoute, params);
      await processPayment(chosen.flow, values, { rpc, navigate: browserNavigation.assign, card: card.values });
    } catch (failure) {
      failed(failure, failMessage);
    }
  };
  const debounced = useRef<ReturnType<typeof leadingDebounce> | null>(null);
  const latest = useRef(submit);
  latest.current = submit;
  debounced.current ??= leadingDebounce(() => void latest.current(), PAYMENT_BUTTON_DEBOUNCE_MS);
  useHostEvent("submit", (event) => {
    event.preventDefault();
    if (!processing) debounced.current!();
  });

  useHostEvent(
    "click",
    (event, button) => {
      event.preventDefault();
      const radio = button.closest(OPTION_CARD)?.querySelector<HTMLInputElement>(RADIO);
      if (!radio) return;
      const tokenId = Number(radio.dataset.paymentOptionId);
      const remove = async () => {
        try {
          await rpc(ARCHIVE_TOKEN_ROUTE, { token_id: tokenId });
        } catch (failure) {
          setError({ title: SERVER_ERROR_TITLE, message: DELETE_FAILED, detail: errorText(failure, _t), radio: null });
          return;
        }
        inlineFormOf(radio)?.remove();
        radio.closest(OPTION_CARD)?.remove();
        setError(null);
        form.dispatchEvent(new Event("change", { bubbles: true }));
      };
      orm
        .call("payment.token", "get_linked_records_info", [tokenId])
        .then((answer) => dialog.add(DeleteTokenDialog, { records: linkedRecordsOf(answer) ?? [], confirm: remove }))
        .catch((failure) => setError({ title: SERVER_ERROR_TITLE, message: DELETE_FAILED, detail: errorText(failure, _t), radio: null }));
    },
    { selector: DELETE_TOKEN_BUTTON },
  );

  const cardSlots = [...form.querySelectorAll<HTMLElement>(CARD_FORM_SLOT)];
  const errorTarget = error?.radio ? inlineFormOf(error.radio) : null;
  return (
    <>
      {cardSlots.map((slot, index) => createPortal(<CardForm values={card.values} invalid={card.invalid} onChange={card.onChange} onBlur={card.onBlur} />, slot, `card-${index}`))}
      {error && errorTarget ? createPortal(<InlineError error={error} />, errorTarget) : null}
      {error && !errorTarget ? <ErrorBeforeButton form={form} error={error} /> : null}
      {donation ? <DonationParts form={form} donation={donation} /> : null}
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
  Component: PaymentForm,
});
