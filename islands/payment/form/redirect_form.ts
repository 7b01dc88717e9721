// The redirect flow's form (spec 2 §4: the server's redirect_form_html is posted): rebuilt from
// what it must hold, an http(s) or same-site action, a method and its named fields, so nothing
// else of the server's HTML (scripts, handlers) reaches the page. Anything but a form is refused.
import { child, findIn, MalformedAnswerError } from "../../../src/kit";

const NAMED_INPUTS = child.optional("input[name]");

/** Processing values that are not what the flow needs: said as any unreadable answer. */
export class MalformedRedirectForm extends MalformedAnswerError {}

export const REDIRECT_FORM_ID = "o_payment_redirect_form";

export function buildRedirectForm(html: unknown, doc: Document = document): HTMLFormElement {
  if (typeof html !== "string") throw new MalformedRedirectForm();
  const template = doc.createElement("template");
  template.innerHTML = html.trim();
  const elements = [...template.content.children].filter((element) => element.tagName !== "SCRIPT");
  const source = elements[0];
  if (elements.length !== 1 || !(source instanceof HTMLFormElement || source.tagName === "FORM")) throw new MalformedRedirectForm();
  const action = source.getAttribute("action") ?? "";
  const target = new URL(action, doc.baseURI);
  if (!["http:", "https:"].includes(target.protocol)) throw new MalformedRedirectForm();
  const form = doc.createElement("form");
  form.id = REDIRECT_FORM_ID;
  form.action = target.href;
  form.method = (source.getAttribute("method") ?? "post").toLowerCase() === "get" ? "get" : "post";
  form.target = "_top";
  form.hidden = true;
  for (const input of findIn(NAMED_INPUTS, source)) {
    const field = doc.createElement("input");
    field.type = "hidden";
    field.name = input.getAttribute("name")!;
    field.value = input.getAttribute("value") ?? "";
    form.append(field);
  }
  return form;
}
