// Suggested links for link inputs: the site's pages whose address or name contains the needle,
// then the other groups the platform offers (recent pages, app pages), at most `limit` each.
export const SUGGESTED_LINKS_LIMIT = 15;

export const SITE_PAGES = [
  { url: "/", name: "Home" },
  { url: "/contactus", name: "Contact us" },
  { url: "/website/home", name: "Our website" },
  { url: "/website/map", name: "Find us" },
  { url: "/website/blog", name: "Travel blog" },
  { url: "/website/profile", name: "My profile" },
  { url: "/website/login", name: "Log in" },
];
const APP_PAGES = [
  { url: "/my", name: "Portal" },
  { url: "/shop", name: "Shop" },
  { url: "/blog", name: "Blogs" },
];

type Link = { value: string; label: string };
const asLink = (page: { url: string; name: string }): Link => ({ value: page.url, label: `${page.url} (${page.name})` });
const matches = (needle: string) => (page: { url: string; name: string }) => `${page.url} ${page.name}`.toLowerCase().includes(needle.toLowerCase());

export function suggestedLinks(needle: unknown, limit: unknown) {
  const text = String(needle ?? "");
  const max = Number.isInteger(limit) && (limit as number) > 0 ? Math.min(limit as number, SUGGESTED_LINKS_LIMIT) : SUGGESTED_LINKS_LIMIT;
  const others = [{ title: "Apps url", values: APP_PAGES.filter(matches(text)).slice(0, max).map(asLink) }].filter((group) => group.values.length);
  return { matching_pages: SITE_PAGES.filter(matches(text)).slice(0, max).map(asLink), others };
}
