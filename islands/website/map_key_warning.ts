// The missing maps key (spec 2 §6, §7): an administrator alone is asked whether a key is
// configured and, when none is, gets a sticky warning with a link to the configuration. Shown by
// both map islands, each on its own marker (website.map on .s_map, blocks.map on .s_google_map).
import { useEffect } from "react";
import { is, isEditing, readSessionInfo, useServiceLater, useTranslate, useWaitFor, type NotificationService, type RPC } from "../../src/kit";
import { escapeHTML } from "../../src/core/text/escape";

export const MAPS_KEY_ROUTE = "/website/google_maps_api_key";
export const MAP_NO_KEY = "Cannot load google map.";
export const MAP_CHECK_CONFIG = "Check your configuration.";
export const MAP_SETTINGS_URL = "/web#action=website.action_website_configuration";

const keyAnswer = is.object({ google_maps_api_key: is.optional(is.unknown) });

export function useMissingMapKeyWarning(): void {
  // loaded for an administrator only: a visitor's page does not wait for them
  const rpc = useServiceLater<RPC>("rpc");
  const notification = useServiceLater<NotificationService>("notification");
  const waitFor = useWaitFor();
  const _t = useTranslate();
  useEffect(() => {
    // outside the editor, as before the two map islands each took their own marker
    if (!readSessionInfo().is_admin || isEditing()) return;
    let close: (() => void) | undefined;
    waitFor(rpc().then((call) => call(MAPS_KEY_ROUTE, {}, { silent: true }))).then(
      async (answer) => {
        if (keyAnswer(answer) && answer.google_maps_api_key) return;
        // as the platform writes it: the warning, then 'Check your configuration.' as a link
        const message = `<span>${escapeHTML(_t(MAP_NO_KEY))}</span><br/><a href="${MAP_SETTINGS_URL}">${escapeHTML(_t(MAP_CHECK_CONFIG))}</a>`;
        close = (await waitFor(notification())).add(message, { type: "warning", sticky: true, messageIsHtml: true });
      },
      () => undefined,
    );
    return () => close?.();
  }, [rpc, notification, waitFor, _t]);
}
