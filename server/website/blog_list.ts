// A blog's page at /blog/<blog> (the platform's address, name-id or the id alone): its posts, each
// linked at /blog/<blog>/<post> with the post's slug, in the site's layout.
import { escapeHtml as e, markup } from "../html";
import type { Row } from "../store";

/** The platform's slug of a record: its name's words, lower-case, then its id. */
export const recordSlug = (name: unknown, id: number) => {
  const words = String(name ?? "").toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return words ? `${words}-${id}` : String(id);
};

export const BLOG_TITLE = "Blog";

/** The posts' list items; given to the page as a value, so a name is never read as a placeholder. */
export const blogListItems = (blogId: number, posts: Row[]) =>
  markup(posts.map((post) => `<li class="list-group-item"><a href="/blog/${blogId}/${e(recordSlug(post.name, post.id))}">${e(post.name)}</a></li>`).join("\n"));

export const BLOG_LIST_PAGE = `<!DOCTYPE html>
<html lang="en-US" data-website-id="1">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${BLOG_TITLE} | My Website</title>
<!--slot:assets-->
</head>
<body>
<div id="wrapwrap">
<!--slot:header-->
<main>
<div id="wrap" class="website_blog container py-5">
<h1>${BLOG_TITLE}</h1>
<ul class="list-group o_wblog_posts">
{{posts}}
</ul>
</div>
</main>
<!--slot:footer-->
</div>
</body>
</html>`;
