// Website form block (spec 3 §3 form, §4 Blocks, §5, §7, §8): checks the fields, posts them as
// multipart to the form's action plus its model, shows sending / success / error, marks the
// fields the server refuses, hides and disables conditional fields, prefills a signed-in user's
// details. Nothing typed is lost when sending fails.
import { defineIsland, isEditing, useHost, useService, useTranslate } from "../../../src/kit";
import { useEffect, useRef } from "react";
import { addButtonLoadingEffect } from "../../../src/components/button_loading";
import { FILE_TOO_LARGE, FILL_CORRECTLY, NOT_SENT, SENT } from "./form_messages";
import { checkFields, clearFieldErrors, collectValues, markInvalid, type DateFormats } from "./form_fields";
import { redirectTo, showEndMessage, type SuccessMode } from "./form_success";
import { applyVisibility, FORM_INPUT_DEBOUNCE_MS } from "./form_visibility";
import { usePrefill } from "./form_prefill";
import { formDatesFor, formDatesForDefaults, loadDatesOnFocus } from "./form_date_loader";
import { formCaptcha } from "./form_recaptcha";

export const SEND_BUTTON = ".s_website_form_send, .o_website_form_send";
export const RESULT = "#s_website_form_result";
export { NO_RECAPTCHA_CLASS } from "./form_recaptcha";
export const STATUS_HTTP_TOO_LARGE = 413;

export interface FormAnswer {
  id?: number;
  error?: string;
  error_fields?: Record<string, string> | string[];
}

/** The address a form posts to: its action plus the forced action or the model name. */
export function submitUrl(form: HTMLFormElement): string {
  const action = form.getAttribute("action") || "/website/form/";
  const target = form.dataset.force_action || form.dataset.model_name || "";
  return `${action.endsWith("/") ? action : `${action}/`}${target}`;
}

function showStatus(form: HTMLFormElement, status: "success" | "error", message: string): void {
  let result = form.querySelector<HTMLElement>(RESULT);
  if (!result) {
    result = document.createElement("span");
    result.id = RESULT.slice(1);
    (form.querySelector(SEND_BUTTON) ?? form.lastElementChild ?? form).after(result);
  }
  result.className = status === "success" ? "text-success ms-2" : "text-danger ms-2";
  result.setAttribute("role", status === "error" ? "alert" : "status");
  const icon = document.createElement("i");
  icon.className = `fa ${status === "success" ? "fa-check" : "fa-close"} me-1`;
  icon.setAttribute("aria-hidden", "true");
  result.replaceChildren(icon, document.createTextNode(message));
}

function clearStatus(form: HTMLFormElement): void {
  form.querySelector(RESULT)?.replaceChildren();
}

function markServerErrors(form: HTMLFormElement, fields: FormAnswer["error_fields"]): void {
  const entries = Array.isArray(fields) ? fields.map((name) => [name, ""]) : Object.entries(fields ?? {});
  for (const [name, message] of entries) {
    const control = form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    if (control) markInvalid(control, String(message ?? ""));
  }
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

function WebsiteForm(props: { successMode: SuccessMode; successPage: string }) {
  return isEditing() ? <EditModeForm /> : <LiveForm {...props} />;
}

function LiveForm({ successMode, successPage }: { successMode: SuccessMode; successPage: string }) {
  const form = useHost<HTMLFormElement>();
  const _t = useTranslate();
  const localization = useService("localization");
  const session = useService("session");
  const sending = useRef(false);
  const formats: DateFormats = { date: localization.dateFormat, datetime: localization.dateTimeFormat };
  usePrefill(form);
  useEffect(() => {
    void formDatesForDefaults(form).then((dates) => dates?.showDefaultDates(form, formats), () => undefined); // retried at submit
    return loadDatesOnFocus(form);
  }, [form]); // eslint-disable-line react-hooks/exhaustive-deps -- once

  useEffect(() => {
    applyVisibility(form);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => applyVisibility(form), FORM_INPUT_DEBOUNCE_MS);
    };
    form.addEventListener("input", schedule);
    form.addEventListener("change", schedule);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", schedule);
      form.removeEventListener("change", schedule);
    };
  }, [form]);

  useEffect(() => {
    const send = async () => {
      if (sending.current) return;
      sending.current = true;
      const buttons = [...form.querySelectorAll<HTMLElement>(SEND_BUTTON)];
      const restore = buttons.map((button) => addButtonLoadingEffect(button));
      const done = (status: "success" | "error", message: string) => {
        restore.forEach((undo) => undo());
        sending.current = false;
        showStatus(form, status, message);
      };
      clearStatus(form);
      clearFieldErrors(form);
      applyVisibility(form);
      let dates;
      try {
        dates = await formDatesFor(form);
      } catch {
        return done("error", _t(NOT_SENT));
      }
      const errors = checkFields(form, formats, dates, _t);
      if (errors.size) {
        errors.forEach((message, control) => markInvalid(control, message));
        return done("error", _t(FILL_CORRECTLY));
      }
      const values = collectValues(form, formats, dates);
      try {
        const captcha = await formCaptcha(form);
        if (captcha.error) return done("error", _t(captcha.error));
        if (captcha.token) values.recaptcha_token_response = captcha.token;
        const { status, answer } = await post(submitUrl(form), values, session.csrfToken);
        if (status === STATUS_HTTP_TOO_LARGE) return done("error", _t(FILE_TOO_LARGE));
        if (answer?.error_fields && Object.keys(answer.error_fields).length) {
          markServerErrors(form, answer.error_fields);
          return done("error", answer.error || _t(FILL_CORRECTLY));
        }
        if (!answer?.id || status >= 400) return done("error", answer?.error || _t(NOT_SENT));
        done("success", _t(SENT));
        form.reset();
        applyVisibility(form);
        if (successMode === "redirect") redirectTo(successPage);
        else if (successMode === "message") showEndMessage(form);
      } catch {
        done("error", _t(NOT_SENT));
      }
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      void send();
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element).closest(SEND_BUTTON)) return;
      event.preventDefault();
      void send();
    };
    form.addEventListener("submit", onSubmit);
    form.addEventListener("click", onClick);
    return () => {
      form.removeEventListener("submit", onSubmit);
      form.removeEventListener("click", onClick);
    };
  });

  return null;
}

export default defineIsland({
  name: "snippets.website_form",
  selector: ".s_website_form form[data-model_name], form.s_website_form[data-model_name], .s_website_form form[data-force_action]",
  moment: "load",
  mode: "enhance",
  needs: ["csrf_token"],
  editMode: "on",
  props: (_form, read) => ({
    successMode: read.oneOf("data-success-mode", ["redirect", "message", "nothing"] as const, "nothing"),
    successPage: read.string("data-success-page", "/"),
  }),
  Component: WebsiteForm,
});
