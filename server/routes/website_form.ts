// The contact form's post: stores the message as a lead and shows the thank-you page; a post
// without the csrf token, a name or a valid email is refused with a 400 page saying why.
import { overRateLimit, TOO_MANY_REQUESTS } from "../security/rate_limit";
import type { Hono } from "hono";
import type { AppEnv } from "../context";

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function websiteFormRoutes(app: Hono<AppEnv>) {
  app.post("/website/contactus", async (c) => {
    const form = await c.req.parseBody();
    const name = String(form.contact_name ?? "").trim();
    const email = String(form.email_from ?? "").trim();
    if (overRateLimit(c, "website_form")) return c.text(TOO_MANY_REQUESTS, 429);
    if (!name || !EMAIL.test(email)) return c.text("Please fill in your name and a valid email address.", 400);
    c.get("store").create("crm.lead", { contact_name: name, email_from: email, description: String(form.description ?? "") });
    return c.redirect("/contactus-thank-you");
  });
}
