// A login form on a page the platform did not render gets the session's csrf token from the page globals.
import { afterEach, describe, expect, it } from "vitest";
import loginForm, { fillCsrfToken } from "../../../islands/website/login_form";
import { mountOn } from "./mount_helper";

afterEach(() => delete (window as any).odoo);

const form = (fields = "") => {
  document.body.innerHTML = `<form class="oe_login_form" action="/web/login" method="post">${fields}<input name="login"/><button type="submit">Log in</button></form>`;
  return document.querySelector("form")!;
};
const tokens = (el: HTMLElement) => [...el.querySelectorAll<HTMLInputElement>('input[name="csrf_token"]')].map((input) => input.value);

describe("the login form's csrf token", () => {
  it("is added from window.odoo.csrf_token when the form has none, or an empty one", async () => {
    (window as any).odoo = { csrf_token: "abc123o999", __session_info__: {} };
    const bare = form();
    await mountOn(loginForm, bare);
    expect(tokens(bare)).toEqual(["abc123o999"]);
    const empty = form('<input type="hidden" name="csrf_token" value=""/>');
    fillCsrfToken(empty, "abc123o999");
    expect(tokens(empty)).toEqual(["abc123o999"]);
  });

  it("is left as the server rendered it, and not invented when the page has none", () => {
    const rendered = form('<input type="hidden" name="csrf_token" value="server"/>');
    fillCsrfToken(rendered, "other");
    expect(tokens(rendered)).toEqual(["server"]);
    const bare = form();
    fillCsrfToken(bare, "");
    expect(tokens(bare)).toEqual([]);
  });
});
