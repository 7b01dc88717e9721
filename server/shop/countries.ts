// Country infos of the address form (spec 2 §3 "Country info"): phone code, states as the
// platform sends them ([id, name, code]), whether state and zip are required, and the order of
// the address fields (zip before city in most of Europe).
import type { Store } from "../store";

const ZIP_FIRST = new Set(["BE", "FR", "DE", "NL", "IT", "ES"]);
export const ADDRESS_FIELDS_CITY_FIRST = ["street", "city", "state_code", "zip", "country_name"];
export const ADDRESS_FIELDS_ZIP_FIRST = ["street", "zip", "city", "country_name"];

export function countryInfos(store: Store, countryId: number) {
  const country = store.get("res.country", countryId);
  if (!country) return null;
  const states = store
    .all("res.country.state")
    .filter((s) => s.country_id?.[0] === country.id)
    .map((s) => [s.id, s.name, s.code]);
  return {
    fields: ZIP_FIRST.has(country.code) ? ADDRESS_FIELDS_ZIP_FIRST : ADDRESS_FIELDS_CITY_FIRST,
    states,
    phone_code: country.phone_code ?? 0,
    zip_required: Boolean(country.zip_required),
    state_required: Boolean(country.state_required),
  };
}

export const REQUIRED_FIELDS = ["name", "email", "street", "city", "country_id"] as const;

/** The form's errors by field name (empty when the address can be saved). */
export function addressErrors(store: Store, form: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of REQUIRED_FIELDS) if (!String(form[field] ?? "").trim()) errors[field] = "missing";
  if (form.email && !/^[^@\s]+@[^@\s]+$/.test(form.email)) errors.email = "Invalid Email! Please enter a valid email address.";
  const infos = form.country_id ? countryInfos(store, Number(form.country_id)) : null;
  if (form.country_id && !infos) errors.country_id = "missing";
  if (infos?.zip_required && !String(form.zip ?? "").trim()) errors.zip = "missing";
  if (infos?.state_required) {
    const state = store.get("res.country.state", Number(form.state_id));
    if (!state || state.country_id?.[0] !== Number(form.country_id)) errors.state_id = "missing";
  }
  return errors;
}
