// Purchase order portal page (spec 2 §2): side navigation generated from the order's h2/h3
// headings, and due-date labels.
import { defineIsland, defineMarkup, type IslandProps } from "../../src/kit";
import { dueLabelChildren, useDueLabels } from "./sidebar/due_labels";
import { SideMenu, sideMenuChildren } from "./sidebar/side_menu";

const markup = defineMarkup({ children: { ...dueLabelChildren, ...sideMenuChildren } });

function PurchaseSidebar({ parts }: IslandProps<typeof markup>) {
  useDueLabels(parts.timeago);
  return <SideMenu {...parts} />;
}

export default defineIsland({
  name: "portal.purchase_sidebar",
  selector: ".o_portal_purchase_sidebar",
  moment: "load",
  mode: "enhance",
  markup,
  Component: PurchaseSidebar,
});
