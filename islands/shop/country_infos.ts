// The answer of /shop/country_infos/{countryId} (spec 2 §3 "Country info") and how the address
// form follows it: phone code, states ([id, name, code] as the platform sends them, or objects),
// state and zip required or not, and the order and presence of the address fields.
import { MalformedAnswerError } from "../../src/kit";

export interface CountryInfos {
  phone_code: number;
  states: { id: number; name: string; code: string }[];
  state_required: boolean;
  zip_required: boolean;
  fields: string[];
}

export function readCountryInfos(answer: unknown): CountryInfos {
  const a = answer as Record<string, unknown> | null;
  if (!a || typeof a !== "object" || !Array.isArray(a.states)) throw new MalformedAnswerError();
  const states = a.states.map((s) => (Array.isArray(s) ? { id: Number(s[0]), name: String(s[1]), code: String(s[2] ?? "") } : { id: Number(s.id), name: String(s.name), code: String(s.code ?? "") }));
  return {
    phone_code: Number(a.phone_code) || 0,
    states,
    state_required: a.state_required === true,
    zip_required: a.zip_required === true,
    fields: Array.isArray(a.fields) ? a.fields.map(String) : [],
  };
}

const setRequired = (form: HTMLElement, field: string, required: boolean) => {
  form.querySelector(`label[for="${field}"]`)?.classList.toggle("label-optional", !required);
  const control = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${field}"]`);
  if (control) control.required = required;
};

export function applyCountryInfos(form: HTMLElement, infos: CountryInfos): void {
  const phone = form.querySelector<HTMLInputElement>("input[name='phone']");
  if (phone) phone.placeholder = infos.phone_code ? `+${infos.phone_code}` : "";

  const select = form.querySelector<HTMLSelectElement>("select[name='state_id']");
  if (select) {
    const previous = select.value;
    const empty = select.querySelector<HTMLOptionElement>("option[value='']");
    const options = infos.states.map((state) => {
      const option = document.createElement("option");
      option.value = String(state.id);
      option.textContent = state.name;
      option.dataset.code = state.code;
      return option;
    });
    select.replaceChildren(...(empty ? [empty] : []), ...options);
    select.value = infos.states.some((s) => String(s.id) === previous) ? previous : "";
    select.dataset.init = "0";
    const field = select.closest<HTMLElement>(".div_state") ?? select.parentElement;
    field?.classList.toggle("d-none", !(infos.states.length || infos.state_required));
  }
  setRequired(form, "state_id", infos.state_required);
  setRequired(form, "zip", infos.zip_required);

  if (infos.fields.length) {
    const zip = form.querySelector(".div_zip");
    const city = form.querySelector(".div_city");
    if (zip && city) {
      if (infos.fields.indexOf("zip") > infos.fields.indexOf("city")) zip.before(city);
      else zip.after(city);
    }
    for (const field of ["street", "zip", "city"]) form.querySelector(`.div_${field}`)?.classList.toggle("d-none", !infos.fields.includes(field));
  }
}
