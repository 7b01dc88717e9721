// The header of the website's own pages: the site layout's header with its scroll effect class,
// a language selector and a site switch (markup of the platform's templates); above it, for the site's
// editors, the top navbar with its apps menu (islands/website/app_menus.tsx) and its Edit action.
import { escapeHtml, markup, type Markup } from "../html";
import type { Row } from "../store";
import { isPublisher } from "./publish";
import { LANGUAGES, WEBSITES } from "./sites";

const MENU: [string, string][] = [
  ["Home", "/website/home"],
  ["Blog", "/website/blog"],
  ["Find us", "/website/map"],
  ["Contact us", "/contactus"],
];

/** The top navbar the site's editors see above the page (the platform's main navbar), with Edit. */
const EDITOR_NAVBAR = `<nav id="oe_main_menu_navbar" class="o_main_navbar navbar navbar-dark bg-dark px-3 py-1" aria-label="Website editor">
<div class="o_menu_apps dropdown position-relative"><button type="button" class="btn btn-link text-white px-2 dropdown-toggle" aria-expanded="false" title="Home Menu" aria-label="Home Menu"><i class="fa fa-th" aria-hidden="true"></i></button></div>
<a href="/website/home" class="navbar-brand fs-6 text-white">Website</a>
<ul class="o_menu_systray list-unstyled d-flex gap-2 mb-0 ms-auto">
<li class="o_edit_website_container"><a href="#" data-action="edit" role="button" class="btn btn-primary btn-sm">Edit</a></li>
</ul>
</nav>`;

/** The editors' navbar, above the page's #wrapwrap as in the platform's layout (outside the header's parent, which a fixed header pads). */
export function editorNavbar(user: Row | null): Markup {
  return markup(isPublisher(user) ? EDITOR_NAVBAR : "");
}

export function websiteHeader(user: Row | null, path: string, effect: "o_header_standard" | "o_header_disappears", cart: Markup | "" = ""): Markup {
  const entries = MENU.map(([label, href]) => `<li class="nav-item"><a href="${href}" class="nav-link"${href === path ? ' aria-current="page"' : ""}>${label}</a></li>`).join("");
  const langs = LANGUAGES.map((l) => `<li><a href="${escapeHtml(path)}" class="dropdown-item js_change_lang" data-url_code="${l.url_code}" lang="${l.code.replace("_", "-")}">${escapeHtml(l.name)}</a></li>`).join("");
  const sites = WEBSITES.map((w) => `<li><a href="#" class="dropdown-item js_multi_website_switch" website-id="${w.id}">${escapeHtml(w.name)}</a></li>`).join("");
  const account = user
    ? `<li class="nav-item"><a href="/website/profile" class="nav-link"><i class="fa fa-user-circle" aria-hidden="true"></i> ${escapeHtml(user.name)}</a></li><li class="nav-item"><a href="/web/session/logout?redirect=/website/home" class="nav-link">Sign out</a></li>`
    : `<li class="nav-item"><a href="/website/login" class="nav-link"><i class="fa fa-sign-in" aria-hidden="true"></i> Sign in</a></li>`;
  return markup(`<header id="top" data-anchor="true" data-name="Header" class="${effect}">
<nav class="navbar navbar-expand-lg navbar-light bg-white border-bottom shadow-sm" aria-label="Main">
<div class="container flex-wrap">
<a href="/website/home" class="navbar-brand logo">My Website</a>
<ul class="navbar-nav ms-auto flex-row flex-wrap gap-3 align-items-center" id="top_menu">
${entries}
${cart ? cart.html : ""}
<li class="nav-item dropdown js_language_selector"><button type="button" class="btn btn-link nav-link dropdown-toggle" data-bs-toggle="dropdown" aria-expanded="false">Language</button><ul class="dropdown-menu" role="menu">${langs}</ul></li>
<li class="nav-item dropdown"><button type="button" class="btn btn-link nav-link dropdown-toggle" data-bs-toggle="dropdown" aria-expanded="false">Website</button><ul class="dropdown-menu" role="menu">${sites}</ul></li>
${account}
</ul>
</div>
</nav>
</header>`);
}
