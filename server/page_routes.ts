// Routes of a real site mapped to fixture pages (fixtures/pages/<area>/<name>.html). Any fixture
// is also served at /<area>/<name>.
export const PAGE_ROUTES: Record<string, string> = {
  "/": "index.html",
  "/web/login": "auth/login.html",
  "/contactus": "website/contactus.html",
};
PAGE_ROUTES["/contactus-thank-you"] = "website/contactus-thank-you.html";
