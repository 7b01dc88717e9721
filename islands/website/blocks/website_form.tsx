// Website form block (spec 3 §3 form, §4 Blocks, §5, §7, §8): checks the fields, posts them to the
// form's action plus its model, shows sending / success / error and the fields the server refuses,
// follows conditional fields, prefills a signed-in user's details. Nothing typed is lost on failure.
import { createPortal, flushSync } from "react-dom";
import { useEffect, useLayoutEffect, useState } from "react";
import {
  Portal, addButtonLoadingEffect, attr, child, defineIsland, defineMarkup, findIn, isEditing, useBind, useBindOutside, useDebounced, useHost, useService, useTranslate, useWriteLock,
  type IslandProps,
} from "../../../src/kit";
import { CONTROLS, FIELD, FIELD_ERROR_CLASS, FILE_TOO_LARGE, FILL_CORRECTLY, NOT_SENT, SENT, checkFields, collectValues, type DateFormats } from "./form_fields";
import { applyVisibility, FORM_INPUT_DEBOUNCE_MS } from "./form_visibility";
import { usePrefill } from "./form_prefill";
import { DATETIME_INPUT, DATE_INPUT, formDatesFor, formDatesForDefaults, loadFormDates } from "./form_date_loader";
import { captchaToken, NO_SITE_KEY } from "../captcha";
import { safeSamePath } from "./same_path";
import { scrollOver } from "./scroll_over";

export const SEND_BUTTON = ".s_website_form_send, .o_website_form_send";
const RESULT = "#s_website_form_result";
const END_MESSAGE = ".s_website_form_end_message";
export const NO_RECAPTCHA_CLASS = "s_website_form_no_recaptcha";
export const FORM_CAPTCHA_ACTION = "website_form";
export const ANCHOR_SCROLL_MS = 500;

type FormAnswer = { id?: number; error?: string; error_fields?: Record<string, string> | string[] };

/**
 * The bot check (spec 3 §7 "form submit", §9): a token for the form's action unless the form opts
 * out. As on the platform, a site without a key sends without a token; a provider that refuses
 * the key stops the send with its message.
 */
export async function formCaptcha(form: HTMLFormElement): Promise<{ token?: string; error?: string }> {
  if (form.matches(`.${NO_RECAPTCHA_CLASS}`)) return {};
  const answer = await captchaToken(FORM_CAPTCHA_ACTION);
  if ("token" in answer) return { token: answer.token };
  return answer.error === NO_SITE_KEY ? {} : { error: answer.error };
}

/** The element of this page a success page points to ("#id" or this path with "#id"), if any. */
export function anchorOnPage(successPage: string): HTMLElement | null {
  if (!successPage.includes("#")) return null;
  const url = new URL(successPage, window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return null;
  const id = decodeURIComponent(url.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/** After a sent form: to the configured page, or scrolled to an anchor of this page over 500 ms. */
function redirectTo(successPage: string): void {
  const anchor = anchorOnPage(successPage);
  if (anchor) scrollOver(anchor.getBoundingClientRect().top + window.scrollY, ANCHOR_SCROLL_MS);
  else window.location.assign(safeSamePath(successPage, "/"));
}

/** The address a form posts to: its action plus the forced action or the model name. */
export function submitUrl(form: HTMLFormElement): string {
  const action = form.getAttribute("action") || "/website/form/";
  const target = form.getAttribute("data-force_action") || form.getAttribute("data-model_name") || "";
  return `${action.endsWith("/") ? action : `${action}/`}${target}`;
}

const markup = defineMarkup({
  attributes: {
    successMode: attr.oneOf("data-success-mode", ["redirect", "message", "nothing"] as const, "nothing"),
    successPage: attr.string("data-success-page", "/"),
  },
  children: {
    send: child.optional(SEND_BUTTON),
    result: child.optional(RESULT),
    controls: child.optional(CONTROLS),
    fields: child.optional(FIELD),
    dates: child.optional(`${DATE_INPUT}, ${DATETIME_INPUT}`),
  },
});

type Status = { kind: "success" | "error"; message: string };
/** The controls refused, by the form's own checks or the server, with the message shown under each ("" for none). */
type Refusals = Map<HTMLElement, string>;

function serverRefusals(form: HTMLFormElement, fields: FormAnswer["error_fields"]): Refusals {
  const refusals: Refusals = new Map();
  const entries = Array.isArray(fields) ? fields.map((name) => [name, ""]) : Object.entries(fields ?? {});
  for (const [name, message] of entries) {
    const [control] = findIn(child.optional(`[name="${CSS.escape(name)}"]`), form);
    if (control) refusals.set(control, String(message ?? ""));
  }
  return refusals;
}

/** The status line: the form's own #s_website_form_result, else one added after the send button. */
function useResultLine(parts: IslandProps<typeof markup>["parts"]): void {
  const form = useHost();
  const [, setAdded] = useState(false);
  useLayoutEffect(() => {
    if (parts.result.first()) return;
    const line = document.createElement("span");
    line.id = RESULT.slice(1);
    (parts.send.first() ?? form.lastElementChild ?? form).after(line);
    setAdded(true);
    return () => line.remove();
  }, [form, parts]);
}

async function post(url: string, values: Record<string, string | File>, csrf: string): Promise<{ status: number; answer: FormAnswer | null }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  if (!body.has("csrf_token")) body.append("csrf_token", csrf);
  const response = await fetch(url, { method: "POST", body });
  const answer = await response.json().catch(() => null);
  return { status: response.status, answer };
}

/** In the editor the form only shows its default dates in the user's format: it sends nothing. */
function EditModeForm() {
  const form = useHost<HTMLFormElement>();
  const localization = useService("localization");
  useEffect(() => {
    void formDatesForDefaults(form).then((dates) => dates?.showDefaultDates(form, { date: localization.dateFormat, datetime: localization.dateTimeFormat }));
  }, [form, localization]);
  return null;
}

function WebsiteForm(props: IslandProps<typeof markup>) {
  return isEditing() ? <EditModeForm /> : <LiveForm {...props} />;
}

function LiveForm({ attrs: { successMode, successPage }, parts }: IslandProps<typeof markup>) {
  const form = useHost<HTMLFormElement>();
  const _t = useTranslate();
  const localization = useService("localization");
  const session = useService("session");
  const lock = useWriteLock();
  const [status, setStatus] = useState<Status | null>(null);
  const [refusals, setRefusals] = useState<Refusals>(new Map());
  // the controls ever refused: the others keep their own title
  const [refusedOnce] = useState(() => new Set<HTMLElement>());
  const [ended, setEnded] = useState(false);
  useResultLine(parts);
  const formats: DateFormats = { date: localization.dateFormat, datetime: localization.dateTimeFormat };
  usePrefill(form);
  useEffect(() => {
    void formDatesForDefaults(form).then((dates) => dates?.showDefaultDates(form, formats), () => undefined); // retried at submit
    applyVisibility(form);
  }, [form]); // eslint-disable-line react-hooks/exhaustive-deps -- once
  const followConditions = useDebounced(() => applyVisibility(form), FORM_INPUT_DEBOUNCE_MS);

  const send = lock.locked(async () => {
    const restore = parts.send.all().map((button) => addButtonLoadingEffect(button));
    // the outcome shows as soon as it is known, as the platform writes it, not on React's next turn
    const done = (kind: Status["kind"], message: string, refused: Refusals = new Map()) => {
      restore.forEach((undo) => undo());
      refused.forEach((_message, control) => refusedOnce.add(control));
      flushSync(() => {
        setStatus({ kind, message });
        setRefusals(refused);
      });
    };
    setStatus(null);
    setRefusals(new Map());
    applyVisibility(form);
    let dates;
    try {
      dates = await formDatesFor(form);
    } catch {
      return done("error", _t(NOT_SENT));
    }
    const errors = checkFields(form, formats, dates, _t);
    if (errors.size) return done("error", _t(FILL_CORRECTLY), errors);
    const values = collectValues(form, formats, dates);
    try {
      const captcha = await formCaptcha(form);
      if (captcha.error) return done("error", _t(captcha.error));
      if (captcha.token) values.recaptcha_token_response = captcha.token;
      const { status, answer } = await post(submitUrl(form), values, session.csrfToken);
      if (status === 413) return done("error", _t(FILE_TOO_LARGE));
      if (answer?.error_fields && Object.keys(answer.error_fields).length) {
        return done("error", answer.error || _t(FILL_CORRECTLY), serverRefusals(form, answer.error_fields));
      }
      if (!answer?.id || status >= 400) return done("error", answer?.error || _t(NOT_SENT));
      done("success", _t(SENT));
      form.reset();
      applyVisibility(form);
      if (successMode === "redirect") redirectTo(successPage);
      else if (successMode === "message") setEnded(true);
    } catch {
      done("error", _t(NOT_SENT));
    }
  });

  // the end message is the form's sibling: shown in place of the form
  const [endMessage] = useState(() => (form.parentElement ? findIn(child.optional(END_MESSAGE), form.parentElement)[0] : undefined));
  const fieldRefused = (field: HTMLElement) => [...refusals.keys()].some((control) => field.contains(control));
  const submit = (event: Event) => {
    event.preventDefault();
    void send();
  };
  useBind(parts, {
    host: { class: { "d-none": ended && endMessage ? true : undefined }, on: { submit, input: () => followConditions(), change: () => followConditions() } },
    send: { on: { click: submit } },
    // the date functions start loading once a date field is focused: they are read at submit
    dates: { on: { focusin: () => void loadFormDates().catch(() => undefined) } },
    controls: {
      each: (control) => {
        if (!refusedOnce.has(control)) return {};
        const message = refusals.get(control);
        return { class: { "is-invalid": message !== undefined }, attr: { title: message || null, "data-server-error": message ? "" : null } };
      },
    },
    fields: { each: (field) => ({ class: { o_has_error: fieldRefused(field) } }) },
    result: status ? { class: { "text-success": status.kind === "success", "text-danger": status.kind === "error", "ms-2": true }, attr: { role: status.kind === "error" ? "alert" : "status" } } : {},
  });
  // the end message is beside the form, not one of its parts
  useBindOutside(endMessage, { class: { "d-none": ended ? false : undefined } });

  return (
    <>
      {[...refusals].filter(([, message]) => message).map(([control, message]) => {
        const place = (control.closest(".input-group") ?? control).parentElement;
        return place && createPortal(<div className={`invalid-feedback d-block ${FIELD_ERROR_CLASS}`}>{message}</div>, place, control.id || control.getAttribute("name") || undefined);
      })}
      {status && (
        <Portal into={parts.result}>
          <i className={`fa ${status.kind === "success" ? "fa-check" : "fa-close"} me-1`} aria-hidden="true" />
          {status.message}
        </Portal>
      )}
    </>
  );
}

export default defineIsland({
  name: "snippets.website_form",
  selector: ".s_website_form form, form.s_website_form",
  moment: "load",
  mode: "enhance",
  needs: ["csrf_token"],
  editMode: "on",
  markup,
  Component: WebsiteForm,
});
