// The site layout a real server wraps around every page: the stylesheets, the header (with the
// visitor's account links) and the footer. Fixture pages hold <!--slot:assets-->,
// <!--slot:header--> and <!--slot:footer--> where these go; routes/pages.ts fills them.
import { escapeHtml, markup, type Markup } from "./html";
import type { Row } from "./store";

export const siteAssets = markup(`<link rel="stylesheet" href="/web/static/lib/bootstrap/css/bootstrap.min.css"/>
<link rel="stylesheet" href="/web/static/lib/fontawesome/css/font-awesome.min.css"/>
<link rel="stylesheet" href="/static/site.css"/>
<link rel="stylesheet" href="/dist/no_layout_shift.css"/>`);

const MENU: [string, string][] = [
  ["Home", "/"],
  ["Contact us", "/contactus"],
  ["Demos", "/runtime/public"],
];

/**
 * The header: a plain one, without the platform's header effect classes (o_header_standard …):
 * the pages it serves carry no header island (the website's own pages render the platform's
 * header, server/website/header.ts). The menu entry of the current path is marked aria-current,
 * and in debug mode it holds the debug menu's place (so pages outside debug mode carry no marker for it).
 */
export function siteHeader(user: Row | null, path = "", debug = "", cart: Markup | "" = "", navbar: Markup | "" = ""): Markup {
  const entries = MENU.map(
    ([label, href]) => `<li class="nav-item"><a href="${href}" class="nav-link"${href === path ? ' aria-current="page"' : ""}>${label}</a></li>`,
  ).join("\n");
  const account = user
    ? `<li class="nav-item"><a href="/my" class="nav-link"><i class="fa fa-user-circle" aria-hidden="true"></i> ${escapeHtml(user.name)}</a></li>
<li class="nav-item"><a href="/web/session/logout?redirect=/" class="nav-link">Sign out</a></li>`
    : `<li class="nav-item"><a href="/web/login" class="nav-link"><i class="fa fa-sign-in" aria-hidden="true"></i> Sign in</a></li>`;
  return markup(`${navbar ? navbar.html : ""}<header id="top">
<nav class="navbar navbar-expand-lg navbar-light bg-white border-bottom shadow-sm" aria-label="Main">
<div class="container">
<a href="/" class="navbar-brand logo">My Website</a>
<ul class="navbar-nav ms-auto flex-row flex-wrap justify-content-end column-gap-3 row-gap-1 align-items-center" id="top_menu">
${entries}
${cart ? cart.html : ""}
${debug ? `<li class="nav-item o_debug_manager"></li>\n` : ""}${account}
</ul>
</div>
</nav>
</header>`);
}

export const siteFooter = markup(`<footer id="bottom" data-anchor="true" class="o_footer">
<div class="container"><div class="row"><div class="col-lg-6"><h2 class="h5">My Company</h2><p>250 Executive Park Blvd, Suite 3400, San Francisco CA 94134</p></div>
<div class="col-lg-6 text-lg-end"><p>Copyright &copy; My Company</p></div></div></div>
</footer>`);

/** The layout slots of a page, for the visitor of this request, their cart link and the employees' navbar. */
export function layoutSlots(user: Row | null, url: URL, cart: Markup | "" = "", navbar: Markup | "" = ""): Record<string, Markup> {
  return { assets: siteAssets, header: siteHeader(user, url.pathname, url.searchParams.get("debug") ?? "", cart, navbar), footer: siteFooter };
}
