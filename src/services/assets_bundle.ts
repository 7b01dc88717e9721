// A named bundle (spec 1 §7): `ir.ui.view render_public_asset` called with the user's context (its
// language) answers markup with link and script tags, each then loaded once. No page of the
// product asks for one at start: the assets service imports this module on the first call.
import { loadCSS, loadJS } from "./assets";
import type { RPC } from "./rpc";
import type { UserContext } from "./session_info";

export async function loadBundle(rpc: RPC, userContext: UserContext | undefined, xmlid: string): Promise<void> {
  const markup = await rpc<string>("/web/dataset/call_kw/ir.ui.view/render_public_asset", {
    model: "ir.ui.view",
    method: "render_public_asset",
    args: [xmlid],
    kwargs: { context: { ...userContext } },
  });
  const doc = new DOMParser().parseFromString(markup, "text/html");
  const styles = [...doc.querySelectorAll("link[href]")].map((el) => loadCSS(el.getAttribute("href")!));
  const scripts = [...doc.querySelectorAll("script[src]")].map((el) => loadJS(el.getAttribute("src")!));
  await Promise.all([...styles, ...scripts]);
}
