// Where a visitor's identity and recently viewed products live in the session's data: the
// product views and the visitor survive a login (server/session.ts KEPT_ON_LOGIN), as the
// platform links its website visitor to the partner who logs in.
export const VISITOR_KEY = "shop_visitor_uuid";
export const SEEN_KEY = "shop_recently_viewed";
