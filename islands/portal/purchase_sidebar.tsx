// Purchase order portal page (spec 2 §2): side navigation generated from the order's h2/h3
// headings, and due-date labels.
import { useHost } from "../../src/hooks/env";
import { defineIsland } from "../../src/runtime/island";
import { useDueLabels } from "./sidebar/due_labels";
import { SideMenu } from "./sidebar/side_menu";

function PurchaseSidebar() {
  useDueLabels(useHost());
  return <SideMenu contentSelector="#quote_content" />;
}

export default defineIsland({
  name: "portal.purchase_sidebar",
  selector: ".o_portal_purchase_sidebar",
  moment: "load",
  mode: "enhance",
  Component: PurchaseSidebar,
});
