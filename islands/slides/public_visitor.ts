// Whether the page is seen by the website's public user, from the page's session globals
// (odoo-markup.md §0: `is_website_user`, else no user id), for markup that does not say it.
import { readSessionInfo } from "../../src/kit";

export function isPublicVisitor(globals: any = (window as any).odoo): boolean {
  const flag = globals?.__session_info__?.is_website_user;
  if (typeof flag === "boolean") return flag;
  return readSessionInfo(globals).uid === false;
}
