// Language switch (spec 2 §2): /website/lang/{lang}?r={url}{hash}, the link's address and the
// current hash both encoded, so the visitor comes back to the same place in the new language.
import { defineIsland } from "../../src/runtime/island";
import { useHostEvent } from "../../src/hooks/use_host_event";

export function langSwitchUrl(lang: string, target: string, hash: string): string {
  const url = target.replace(/[&?]edit_translations[^&?]*/, "");
  return `/website/lang/${encodeURIComponent(lang)}?r=${encodeURIComponent(url)}${encodeURIComponent(hash)}`;
}

function LangSwitch() {
  useHostEvent("click", (event, link) => {
    const lang = link.dataset.url_code;
    if (!lang) return;
    event.preventDefault();
    const target = link.getAttribute("href") || window.location.pathname + window.location.search;
    window.location.assign(langSwitchUrl(lang, target, window.location.hash));
  });
  return null;
}

export default defineIsland({
  name: "website.lang_switch",
  selector: ".js_change_lang",
  moment: "load",
  mode: "enhance",
  Component: LangSwitch,
});
