// The address form (spec 2 §2, §5, §7): a country change asks /shop/country_infos/{id} (with the
// select's mode) 500 ms after the last change and adapts states, required fields, field order
// and phone code. A failed call changes nothing the visitor typed and says so.
import { useEffect, useRef } from "react";
import { errorText } from "../../src/kit";
import { COUNTRY_CHANGE_DEBOUNCE_MS, COUNTRY_INFOS_FAILED, ROUTES } from "./constants";
import { applyCountryInfos, readCountryInfos } from "./country_infos";
import { debounce, defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";

export const COUNTRY_SELECT = "select[name='country_id']";
export const ERROR_REGION = ".o_wsale_address_error";

function Address() {
  const host = useHost();
  const rpc = useService("rpc");
  const _t = useTranslate();
  const seq = useRef(0);

  const showError = (text: string) => {
    const region = host.querySelector<HTMLElement>(ERROR_REGION);
    if (!region) return;
    region.replaceChildren();
    if (!text) return;
    const alert = document.createElement("div");
    alert.className = "alert alert-danger";
    alert.setAttribute("role", "alert");
    alert.textContent = text;
    region.append(alert);
  };

  const load = useRef(
    debounce(async (select: HTMLSelectElement) => {
      if (!select.value) return;
      const mine = ++seq.current;
      try {
        const infos = readCountryInfos(await rpc(ROUTES.countryInfos(select.value), { mode: select.getAttribute("mode") ?? "" }, { silent: true }));
        if (mine !== seq.current) return;
        applyCountryInfos(host, infos);
        latest.current("");
      } catch (error) {
        if (mine === seq.current) latest.current(`${_t(COUNTRY_INFOS_FAILED)} ${errorText(error, _t)}`);
      }
    }, COUNTRY_CHANGE_DEBOUNCE_MS),
  ).current;
  const latest = useRef(showError);
  latest.current = showError;

  useEffect(() => () => load.cancel(), [load]);
  useHostEvent("change", (_event, select) => load(select as HTMLSelectElement), { selector: COUNTRY_SELECT });
  return null;
}

export default defineIsland({
  name: "shop.address",
  selector: "form.checkout_autoformat",
  moment: "load",
  mode: "enhance",
  Component: Address,
});
