// The portal details page (/my/account): the partner's fields with the countries and their
// states (each state option names its country in data-country_id), and the form post, which
// keeps what was typed and says what is missing.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { escapeHtml, markup } from "../html";
import { loginRedirect, renderPortalPage } from "../portal/page";
import { safeRedirect } from "../security/redirect";
import { currentUser } from "../session";
import type { Row } from "../store";

export const MANDATORY_DETAILS = ["name", "email", "street", "city", "country_id"] as const;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const idOf = (value: unknown) => (Array.isArray(value) ? Number(value[0]) : Number(value) || 0);

function renderDetails(c: Context<AppEnv>, values: Record<string, unknown>, error = "") {
  const store = c.get("store");
  const countryId = idOf(values.country_id);
  const stateId = idOf(values.state_id);
  const countries = store
    .all("res.country")
    .map((k) => `<option value="${k.id}"${k.id === countryId ? ' selected="selected"' : ""}>${escapeHtml(k.name)}</option>`)
    .join("\n");
  const states = store
    .all("res.country.state")
    .map((s) => `<option value="${s.id}" data-country_id="${idOf(s.country_id)}"${s.id === stateId ? ' selected="selected"' : ""}>${escapeHtml(s.name)}</option>`)
    .join("\n");
  const text = (name: string) => String(values[name] ?? "");
  return renderPortalPage(c, "details.html", [["My Account", "/my"], ["Details"]], {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    company_name: text("company_name"),
    vat: text("vat"),
    street: text("street"),
    city: text("city"),
    zipcode: text("zip") || text("zipcode"),
    redirect: text("redirect"),
    country_options: markup(countries),
    state_options: markup(states),
    error: markup(error ? `<div class="alert alert-danger" role="alert">${escapeHtml(error)}</div>` : ""),
  });
}

export function detailsErrors(form: Record<string, string>, countries: Row[]): string[] {
  const errors: string[] = [];
  for (const field of MANDATORY_DETAILS) if (!form[field]?.trim()) errors.push("Some required fields are empty.");
  if (form.email && !EMAIL.test(form.email)) errors.push("Invalid Email! Please enter a valid email address.");
  const country = countries.find((k) => k.id === Number(form.country_id));
  if (country?.state_required && !form.state_id) errors.push("Some required fields are empty.");
  return [...new Set(errors)];
}

export function portalAccountRoutes(app: Hono<AppEnv>) {
  app.get("/my/account", (c) => {
    const user = currentUser(c);
    if (!user) return loginRedirect(c);
    return renderDetails(c, c.get("store").get("res.partner", user.partner_id) ?? {});
  });

  app.post("/my/account", async (c) => {
    const user = currentUser(c);
    if (!user) return loginRedirect(c);
    const raw = await c.req.parseBody();
    const form = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)]));
    const store = c.get("store");
    const errors = detailsErrors(form, store.all("res.country"));
    if (errors.length) return renderDetails(c, form, errors.join(" "));
    const country = store.get("res.country", Number(form.country_id));
    const state = form.state_id ? store.get("res.country.state", Number(form.state_id)) : undefined;
    store.write("res.partner", user.partner_id, {
      name: form.name.trim(),
      email: form.email.trim(),
      phone: form.phone ?? "",
      company_name: form.company_name ?? "",
      vat: form.vat ?? "",
      street: form.street.trim(),
      city: form.city.trim(),
      zip: form.zipcode ?? "",
      country_id: country ? [country.id, country.name] : false,
      state_id: state && idOf(state.country_id) === country?.id ? [state.id, state.name] : false,
    });
    return c.redirect(safeRedirect(form.redirect, "/my/home"));
  });
}
