// The website's navbar that the platform shows its employees above the site (#oe_main_menu_navbar):
// its entries name navbar actions in data-action: the shop's new_product (New → Product), the
// e-learning's new_slide_channel (New → Course).
import { markup, type Markup } from "../html";
import type { Row } from "../store";
import { canEditShop } from "./new_product";

export function websiteNavbar(user: Row | null): Markup | "" {
  if (!canEditShop(user)) return "";
  return markup(`<nav id="oe_main_menu_navbar" class="o_main_navbar navbar navbar-dark bg-dark px-3 py-1" aria-label="Website">
<span class="navbar-text text-white me-3">Website</span>
<ul class="navbar-nav flex-row gap-3 ms-auto o_menu_systray">
<li class="nav-item o_new_content_menu"><a href="#" class="nav-link text-white" data-action="new_product"><span class="fa fa-plus" aria-hidden="true"></span> New Product</a></li>
<li class="nav-item o_new_content_menu"><a href="#" class="nav-link text-white" data-action="new_slide_channel"><span class="fa fa-plus" aria-hidden="true"></span> New Course</a></li>
</ul>
</nav>`);
}
