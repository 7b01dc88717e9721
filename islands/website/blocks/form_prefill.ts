// Prefill of a website form for a signed-in user (spec 3 §3, §6, §7): one read of the users
// model; each empty input marked data-fill-with="<field>" gets the user's value.
import { child, findIn, useService } from "../../../src/kit";
import { useEffect } from "react";

export const PREFILL_FIELDS = ["name", "phone", "email", "commercial_company_name"] as const;
export const FILL_WITH = "[data-fill-with]";
const fillable = child.optional(FILL_WITH);

export function fillInputs(form: HTMLFormElement, user: Record<string, unknown>): void {
  for (const input of findIn<HTMLInputElement>(fillable, form)) {
    const value = user[input.getAttribute("data-fill-with") ?? ""];
    if (!input.value && typeof value === "string" && value) input.value = value;
  }
}

export function usePrefill(form: HTMLFormElement): void {
  const session = useService("session");
  const uid = session.uid;
  const wanted = !!uid && findIn(fillable, form).length > 0;
  const orm = wanted ? useService("orm") : null; // eslint-disable-line react-hooks/rules-of-hooks -- fixed for the island's life
  useEffect(() => {
    if (!orm || !uid) return;
    let live = true;
    orm.read("res.users", [uid], [...PREFILL_FIELDS]).then(
      ([user]) => live && user && fillInputs(form, user as Record<string, unknown>),
      () => undefined, // no prefill is the same form, empty: nothing to report
    );
    return () => {
      live = false;
    };
  }, [form, orm, uid]);
}
