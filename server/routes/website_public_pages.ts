// The public website's pages (fixtures/pages/website/*): each with its header's scroll effect,
// and the blog and profile pages filled from the store (publish state, followers, ratings).
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { escapeHtml, markup } from "../html";
import { avatarDataUrl, cleanBio, NAME_REQUIRED } from "../website/profile_edit";
import { currentUser } from "../session";
import type { Row } from "../store";
import { editorNavbar, websiteHeader } from "../website/header";
import { visitorCartLink } from "../shop/cart_link";
import { isPublisher } from "../website/publish";
import { RATING_MODEL } from "../website/ratings";
import { sessionData } from "../website/session_flags";
import { followedIds } from "../website/followers";
import { renderFixture, renderPage } from "./pages";
import { SLUG, slugId } from "../slug";
import { BLOG_LIST_PAGE, blogListItems } from "../website/blog_list";
import { blogPostBody } from "../website/blog_posts";
import { isPublishedPartner, PARTNER_PAGE, partnerValues } from "../website/partner_page";
import { ratingStatsMarkup } from "../website/rating_stats_markup";
import { serverLocalization, serverTranslate } from "../website/server_translate";
import type { Translate } from "../../src/runtime/env";
import { pageLang } from "../website/page_lang";

export const PROFILE_SAVE_ROUTE = "/profile/user/save";
export const DEFAULT_AVATAR = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='128' height='128'%3E%3Crect width='128' height='128' fill='%23adb5bd'/%3E%3Ccircle cx='64' cy='50' r='24' fill='white'/%3E%3Cpath d='M20 118c6-26 24-38 44-38s38 12 44 38z' fill='white'/%3E%3C/svg%3E";

const stars = (value: number) =>
  Array.from({ length: 5 }, (_, i) => `<i class="fa ${value >= i + 1 ? "fa-star" : value >= i + 0.5 ? "fa-star-half-o" : "fa-star-o"}" aria-hidden="true"></i>`).join("");

function ratingItem(rating: Row, publisher: boolean): string {
  const attr = (name: string, value: unknown) => `${name}="${escapeHtml(value ?? "")}"`;
  return `<li class="list-group-item o_rating_item">
<div class="d-flex justify-content-between"><strong>${escapeHtml(rating.author)}</strong><span class="text-warning" role="img" aria-label="${rating.rating_value} out of 5 stars">${stars(rating.rating_value)}</span></div>
<p class="mb-1">${escapeHtml(rating.body)}</p>
<div class="o_wrating_publisher_container" ${attr("data-rating-id", rating.id)} ${attr("data-is-publisher", publisher ? "1" : "0")} ${attr("data-publisher-comment", rating.publisher_comment)} ${attr("data-publisher-name", Array.isArray(rating.publisher_id) ? rating.publisher_id[1] : "")} ${attr("data-publisher-datetime", rating.publisher_datetime || "")}>${rating.publisher_comment ? `<p class="small text-muted mb-0">${escapeHtml(rating.publisher_comment)}</p>` : ""}</div>
</li>`;
}

/** The platform's follow widget: the e-mail field for the public user only (groups="base.group_public"), the state as stored; its texts in the page's language. */
function followWidget(store: Parameters<typeof followedIds>[0], user: Row | null, model: string, id: number, t: Translate): string {
  const following = user ? followedIds(store, user.partner_id, model, [id]).length > 0 : false;
  const email = user ? "" : `<input type="email" name="email" class="js_follow_email form-control" placeholder="${escapeHtml(t("your email..."))}" aria-label="${escapeHtml(t("Your e-mail"))}"/>\n`;
  return `<div class="input-group js_follow" data-id="${id}" data-object="${model}" data-follow="${following ? "on" : "off"}" data-unsubscribe="unsubscribe" style="max-width: 28rem">
${email}<button type="button" class="btn btn-secondary js_unfollow_btn${following ? "" : " d-none"}">${escapeHtml(t("Unsubscribe"))}</button>
<button type="button" class="btn btn-primary js_follow_btn${following ? " d-none" : ""}">${escapeHtml(t("Subscribe"))}</button>
</div>
`;
}

function page(c: Context<AppEnv>, file: string, effect: Parameters<typeof websiteHeader>[2], values: Record<string, any> = {}) {
  const url = new URL(c.req.url);
  const user = currentUser(c);
  return renderFixture(c, file, { editor_navbar: editorNavbar(user), header: websiteHeader(user, url.pathname, effect, visitorCartLink(c)), ...values });
}

function blogPostPage(c: Context<AppEnv>, post: Row) {
  const store = c.get("store");
  const user = currentUser(c);
  const publisher = isPublisher(user);
  const t = serverTranslate(c.get("app").root, pageLang(c));
  const ratings = store.all(RATING_MODEL).filter((r) => r.res_model === "blog.post" && r.res_id === post.id);
  const publish = publisher
    ? markup(`<div class="js_publish_management ${post.is_published ? "css_published" : "css_unpublished"}" data-id="${post.id}" data-object="blog.post" data-description="Blog post"><button type="button" class="btn btn-sm btn-outline-secondary js_publish_btn" aria-pressed="${post.is_published ? "true" : "false"}"><span class="css_publish">${escapeHtml(t("Unpublished"))}</span><span class="css_unpublish">${escapeHtml(t("Published"))}</span></button></div>`)
    : markup("");
  const body = blogPostBody(post.id);
  return page(c, "website/blog.html", "o_header_disappears", {
    post_name: post.name,
    post_lead: markup(body.lead ? `<p class="lead">${escapeHtml(body.lead)}</p>` : ""),
    post_body: markup(body.html),
    publish,
    follow: markup(followWidget(store, user, "blog.post", post.id, t)),
    ratings: markup(ratings.map((r) => ratingItem(r, publisher)).join("")),
    rating_values: JSON.stringify(ratings.map((r) => r.rating_value)),
    // rendered here by the island's own component, so that the island's start moves nothing
    rating_stats: markup(ratingStatsMarkup(ratings.map((r) => r.rating_value), serverLocalization(c.get("app").root, pageLang(c)), t)),
    rating_composer: user
      ? markup(`<button type="button" class="btn btn-outline-primary mt-3 o_rating_popup_composer" data-res_model="blog.post" data-res_id="${post.id}"><i class="fa fa-star" aria-hidden="true"></i> ${escapeHtml(t("Rate this post"))}</button>`)
      : markup(`<p class="mt-3"><a href="/website/login">Log in</a> to rate this post.</p>`),
  });
}

export function websitePublicPages(app: Hono<AppEnv>) {
  app.get("/website/home", (c) => page(c, "website/home.html", "o_header_standard"));
  app.get("/website/map", (c) => page(c, "website/map.html", "o_header_standard"));
  app.get("/website/login", (c) => page(c, "website/login.html", "o_header_standard"));

  app.get("/website/blog", (c) => blogPostPage(c, c.get("store").get("blog.post", 1)!));
  // The platform's blog addresses, its records as slugs (name-id) or bare ids (issue 28).
  app.get(`/blog/:blog${SLUG}/:post${SLUG}`, (c) => {
    const post = c.get("store").get("blog.post", slugId(c.req.param("post")));
    if (!post || post.blog_id !== slugId(c.req.param("blog")) || (!post.is_published && !isPublisher(currentUser(c)))) return c.notFound();
    return blogPostPage(c, post);
  });
  app.get(`/blog/:blog${SLUG}`, (c) => {
    const publisher = isPublisher(currentUser(c));
    const blogId = slugId(c.req.param("blog"));
    const posts = c.get("store").all("blog.post").filter((post) => post.blog_id === blogId && (post.is_published || publisher));
    return posts.length ? c.html(renderPage(c, BLOG_LIST_PAGE, { posts: blogListItems(blogId, posts) })) : c.notFound();
  });

  app.get(`/partners/:partner${SLUG}`, (c) => {
    const partner = c.get("store").get("res.partner", slugId(c.req.param("partner")));
    return isPublishedPartner(partner) ? c.html(renderPage(c, PARTNER_PAGE, partnerValues(partner))) : c.notFound();
  });

  app.post(PROFILE_SAVE_ROUTE, async (c) => {
    const user = currentUser(c);
    if (!user) return c.redirect("/website/login");
    const form = await c.req.parseBody();
    const name = String(form.name ?? "").trim();
    const avatar = await avatarDataUrl(form.ufile);
    const error = !name ? NAME_REQUIRED : avatar.error;
    if (error) return profilePage(c, user, error, 400);
    const values: Record<string, unknown> = { name, website_description: cleanBio(form.description) };
    if (avatar.url) values.website_avatar = avatar.url;
    else if (form.clear_image === "true") values.website_avatar = "";
    c.get("store").write("res.users", user.id, values);
    return c.redirect("/website/profile?saved=1");
  });

  app.get("/website/profile", (c) => {
    const user = currentUser(c);
    if (!user) return c.redirect("/website/login?redirect=/website/profile");
    return profilePage(c, user, "");
  });
}

function profilePage(c: Context<AppEnv>, user: Row, error: string, status = 200) {
  const banner = sessionData(c).validation_email_done
      ? markup("")
      : markup(`<div class="alert alert-warning o_wprofile_email_validation_container" role="region" aria-label="E-mail validation"><p class="mb-2">Your e-mail address is not validated yet.</p><button type="button" class="btn btn-sm btn-primary send_validation_email" data-redirect_url="/website/profile">Send the validation e-mail</button> <button type="button" class="btn btn-sm btn-outline-dark validated_email_close">Close</button></div>`);
    const saved = new URL(c.req.url).searchParams.get("saved") ? markup(`<div class="alert alert-success" role="status">Your profile has been saved.</div>`) : markup("");
    const alert = error ? markup(`<div class="alert alert-danger" role="alert">${escapeHtml(error)}</div>`) : saved;
    const response = page(c, "website/profile.html", "o_header_standard", {
      user_name: user.name,
      banner,
      alert,
      // Our own data address (a checked image type) or the default one: text in a quoted attribute.
      avatar: user.website_avatar || DEFAULT_AVATAR,
      default_avatar: DEFAULT_AVATAR,
      // Stored through cleanBio: only bare formatting tags.
      bio: markup(user.website_description || ""),
    });
    return status === 200 ? response : new Response(response.body, { status, headers: response.headers });
}
