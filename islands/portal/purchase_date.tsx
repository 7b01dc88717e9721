// The scheduled date of a purchase order line (spec 2 §2): a changed, valid date is posted by its
// form (the field named after the line) and the result shown next to it; an invalid date is not
// sent and says so. Success is said only on the route's own answer (204 No Content, as a real
// server answers): an error status, an answer of another kind (a page, JSON) or a network failure
// say so and keep the chosen date so it can be sent again. One post at a time: a date changed
// while one is sent goes when it is answered.
import { useRef, useState } from "react";
import { createPortal } from "react-dom";
import { HTTPError, MalformedAnswerError, UNREACHABLE_SERVER, defineIsland, defineMarkup, useBind, useHost, useTranslate, type IslandProps } from "../../src/kit";

export const DATE_SAVED = "Date saved.";
export const DATE_INVALID = "Please enter a valid date.";
export const DATE_NOT_SAVED = "The date could not be saved. Please try again.";
export const DATE_ANSWER_UNREADABLE = "The server's answer could not be read: the date may not be saved. Please try again.";

type Status = "saving" | "saved" | "invalid" | "failed" | "unreadable" | "unreachable" | null;

/** Posts the date's form; resolves only on the route's answer (no content). */
export async function postDateForm(form: HTMLFormElement): Promise<void> {
  const response = await fetch(form.action, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString(),
  });
  if (!response.ok) throw new HTTPError(response.status, response.url);
  if (response.status !== 204 && (await response.text()) !== "") throw new MalformedAnswerError();
}

function statusOf(error: unknown): Status {
  if (error instanceof MalformedAnswerError) return "unreadable";
  if (error instanceof HTTPError) return "failed";
  return "unreachable";
}

const MESSAGES: Record<Exclude<Status, "saving" | null>, string> = {
  saved: DATE_SAVED,
  invalid: DATE_INVALID,
  failed: DATE_NOT_SAVED,
  unreadable: DATE_ANSWER_UNREADABLE,
  unreachable: UNREACHABLE_SERVER,
};

const markup = defineMarkup({});

function PurchaseDate({ parts }: IslandProps<typeof markup>) {
  const input = useHost<HTMLInputElement>();
  const _t = useTranslate();
  const [status, setStatus] = useState<Status>(null);
  const [invalid, setInvalid] = useState<boolean>();
  const saving = useRef(false);
  const changedMeanwhile = useRef(false);

  const save = async (form: HTMLFormElement) => {
    saving.current = true;
    setStatus("saving");
    try {
      await postDateForm(form);
      setInvalid(false);
      setStatus("saved");
    } catch (error) {
      setInvalid(true);
      setStatus(statusOf(error));
    } finally {
      saving.current = false;
    }
    if (changedMeanwhile.current) {
      changedMeanwhile.current = false;
      void save(form);
    }
  };

  const changed = () => {
    const form = input.form;
    if (!form) return;
    const valid = Boolean(input.value) && input.checkValidity();
    setInvalid(!valid);
    if (!valid) setStatus("invalid");
    else if (saving.current) changedMeanwhile.current = true;
    else void save(form);
  };
  useBind(parts, { host: { class: { "is-invalid": invalid }, on: { change: changed } } });

  const text = status && status !== "saving" ? _t(MESSAGES[status]) : "";
  const colour = status === "saved" ? "text-success" : "text-danger";
  // The input cannot hold children: the status line goes at the end of its form.
  if (!input.form) return null;
  return createPortal(
    <span className={`o_purchase_date_status small d-block ${colour}`} role="status" aria-busy={status === "saving"}>
      {text}
    </span>,
    input.form,
  );
}

export default defineIsland({
  name: "portal.purchase_date",
  selector: ".o-purchase-datetimepicker",
  moment: "load",
  mode: "enhance",
  markup,
  Component: PurchaseDate,
});
