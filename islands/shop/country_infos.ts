// The answer of /shop/country_infos/{countryId} (spec 2 §3 "Country info") and how the address
// form follows it: phone code, states ([id, name, code] as the platform sends them, or objects),
// state and zip required or not, and the order and presence of the address fields.
import { child, findIn, MalformedAnswerError, writeOn } from "../../src/kit";

export function readCountryInfos(answer: unknown) {
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
type CountryInfos = ReturnType<typeof readCountryInfos>;

// The address form's fields, found through the kit: this runs on the form the island is given.
const field = (selector: string) => child.optional(selector);
const PHONE = field("input[name='phone']");
const STATE = field("select[name='state_id']");
const EMPTY_OPTION = field("option[value='']");
const ZIP = field(".div_zip");
const CITY = field(".div_city");
const one = <E extends Element = HTMLElement>(root: ParentNode, spec: ReturnType<typeof field>): E | undefined => findIn<E>(spec, root)[0];

const setRequired = (form: HTMLElement, name: string, required: boolean) => {
  writeOn(one(form, field(`label[for="${name}"]`)), { class: { "label-optional": !required } });
  const control = one<HTMLInputElement | HTMLSelectElement>(form, field(`[name="${name}"]`));
  if (control) control.required = required;
};

export function applyCountryInfos(form: HTMLElement, infos: CountryInfos): void {
  const phone = one<HTMLInputElement>(form, PHONE);
  if (phone) phone.placeholder = infos.phone_code ? `+${infos.phone_code}` : "";

  const select = one<HTMLSelectElement>(form, STATE);
  if (select) {
    const previous = select.value;
    const empty = one(select, EMPTY_OPTION);
    const options = infos.states.map((state) => {
      const option = Object.assign(document.createElement("option"), { value: String(state.id), textContent: state.name });
      option.setAttribute("data-code", state.code);
      return option;
    });
    select.replaceChildren(...(empty ? [empty] : []), ...options);
    select.value = infos.states.some((s) => String(s.id) === previous) ? previous : "";
    select.setAttribute("data-init", "0");
    const stateField = select.closest<HTMLElement>(".div_state") ?? select.parentElement;
    writeOn(stateField, { class: { "d-none": !(infos.states.length || infos.state_required) } });
  }
  setRequired(form, "state_id", infos.state_required);
  setRequired(form, "zip", infos.zip_required);

  if (infos.fields.length) {
    const zip = one(form, ZIP);
    const city = one(form, CITY);
    if (zip && city) {
      if (infos.fields.indexOf("zip") > infos.fields.indexOf("city")) zip.before(city);
      else zip.after(city);
    }
    for (const name of ["street", "zip", "city"]) writeOn(one(form, field(`.div_${name}`)), { class: { "d-none": !infos.fields.includes(name) } });
  }
}
