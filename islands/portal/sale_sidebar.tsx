// Sale order portal sidebar (spec 2 §2, §5, §7): side menu from the quote's h2/h3 headings,
// due-date labels, print link, the sign / pay modals, 'pay now' clicked when the hash says
// allow_payment=yes, quote line quantities and optional products.
import { useHost } from "../../src/hooks/env";
import { defineIsland } from "../../src/runtime/island";
import { useDueLabels } from "./sidebar/due_labels";
import { useAutoPayNow } from "./sidebar/pay_now";
import { usePrintLinks } from "./sidebar/print_link";
import { useQuoteLines } from "./sidebar/quote_lines";
import { ServerModals } from "./sidebar/server_modal";
import { SideMenu } from "./sidebar/side_menu";

export const QUOTE_CONTENT = "#quote_content";

function SaleSidebar() {
  const host = useHost();
  useDueLabels(host);
  usePrintLinks();
  useQuoteLines();
  useAutoPayNow();
  return (
    <>
      <SideMenu contentSelector={QUOTE_CONTENT} />
      <ServerModals />
    </>
  );
}

export default defineIsland({
  name: "portal.sale_sidebar",
  selector: ".o_portal_sale_sidebar",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  Component: SaleSidebar,
});
