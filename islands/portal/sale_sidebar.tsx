// Sale order portal sidebar (spec 2 §2, §5, §7): side menu from the quote's h2/h3 headings,
// due-date labels, print link, the sign / pay modals, 'pay now' clicked when the hash says
// allow_payment=yes, quote line quantities and optional products.
import { defineIsland, defineMarkup, type IslandProps } from "../../src/kit";
import { dueLabelChildren, useDueLabels } from "./sidebar/due_labels";
import { payNowChildren, useAutoPayNow } from "./sidebar/pay_now";
import { printChildren, usePrintLinks } from "./sidebar/print_link";
import { quoteLineChildren, useQuoteLines } from "./sidebar/quote_lines";
import { ServerModals, modalChildren } from "./sidebar/server_modal";
import { SideMenu, sideMenuChildren } from "./sidebar/side_menu";

const markup = defineMarkup({
  children: { ...dueLabelChildren, ...printChildren, ...quoteLineChildren, ...payNowChildren, ...modalChildren, ...sideMenuChildren },
});

function SaleSidebar({ parts }: IslandProps<typeof markup>) {
  useDueLabels(parts.timeago);
  usePrintLinks(parts);
  useQuoteLines(parts);
  useAutoPayNow(parts.payNow);
  return (
    <>
      <SideMenu {...parts} />
      <ServerModals {...parts} />
    </>
  );
}

export default defineIsland({
  name: "portal.sale_sidebar",
  selector: ".o_portal_sale_sidebar",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  markup,
  Component: SaleSidebar,
});
