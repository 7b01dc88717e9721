// The address form (spec 2 §2, §5, §7): a country change asks /shop/country_infos/{id} (with the
// select's mode) 500 ms after the last change and adapts states, required fields, field order
// and phone code. A failed call changes nothing the visitor typed and says so.
import { useRef, useState } from "react";
import { attr, child, defineIsland, defineMarkup, errorText, Portal, useBind, useDebounced, useHost, useService, useTranslate, useWaitFor, type IslandProps } from "../../src/kit";
import { NoticeAlert } from "./alerts";
import { COUNTRY_CHANGE_DEBOUNCE_MS, COUNTRY_INFOS_FAILED, ROUTES } from "./constants";
import { applyCountryInfos, readCountryInfos } from "./country_infos";

const markup = defineMarkup({
  children: {
    country: child.required("select[name='country_id']", { mode: attr.string("mode") }),
    errorRegion: child.optional(".o_wsale_address_error"),
  },
});

function Address({ parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const rpc = useService("rpc");
  const _t = useTranslate();
  const waitFor = useWaitFor();
  const seq = useRef(0);
  const [error, setError] = useState("");

  const load = useDebounced(async (select: HTMLSelectElement) => {
    if (!select.value) return;
    const mine = ++seq.current;
    try {
      const infos = readCountryInfos(await waitFor(rpc(ROUTES.countryInfos(select.value), { mode: parts.country.attrs(select).mode }, { silent: true })));
      if (mine !== seq.current) return;
      applyCountryInfos(host, infos);
      setError("");
    } catch (failure) {
      if (mine === seq.current) setError(`${_t(COUNTRY_INFOS_FAILED)} ${errorText(failure, _t)}`);
    }
  }, COUNTRY_CHANGE_DEBOUNCE_MS);

  useBind(parts, { country: { on: { change: (_event, select) => load(select as HTMLSelectElement) } } });
  return error ? (
    <Portal into={parts.errorRegion}>
      <NoticeAlert notice={{ text: error, kind: "danger" }} />
    </Portal>
  ) : null;
}

export default defineIsland({
  name: "shop.address",
  selector: "form.checkout_autoformat",
  moment: "load",
  mode: "enhance",
  markup,
  Component: Address,
});
