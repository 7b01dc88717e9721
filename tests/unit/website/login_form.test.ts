import { describe, expect, it } from "vitest";
import loginForm from "../../../islands/website/login_form";
import { flush, mountOn, submit } from "./mount_helper";

const fixture = () => {
  document.body.innerHTML = `
    <form class="oe_login_form" action="/web/login" method="post">
      <input name="login" value="portal"/><input type="password" name="password" value="portal"/>
      <button type="submit" class="btn btn-primary">Log in</button>
    </form>`;
  return document.querySelector("form")!;
};

describe("login form", () => {
  it("matches the login-form class too", () => {
    expect(loginForm.selector).toBe(".oe_login_form, .login-form");
  });

  it("shows a loading effect on the submit button on submit", async () => {
    const form = fixture();
    await mountOn(loginForm, form);
    submit(form);
    await flush();
    const button = form.querySelector("button")!;
    expect(button.disabled).toBe(true);
    expect(button.classList.contains("o_btn_loading")).toBe(true);
    expect(button.querySelector(".fa-spin")).not.toBeNull();
    expect(button.textContent).toBe("Log in");
  });

  it("removes the effect when a later handler prevents the submit", async () => {
    const form = fixture();
    await mountOn(loginForm, form);
    document.addEventListener("submit", (event) => event.preventDefault(), { once: true });
    submit(form);
    await flush();
    const button = form.querySelector("button")!;
    expect(button.disabled).toBe(false);
    expect(button.querySelector(".fa-spin")).toBeNull();
    expect(button.classList.contains("o_btn_loading")).toBe(false);
  });

  it("adds no effect when the submit was already prevented", async () => {
    const form = fixture();
    await mountOn(loginForm, form);
    form.addEventListener("submit", (event) => event.preventDefault(), { capture: true, once: true });
    submit(form);
    await flush();
    expect(form.querySelector("button")!.disabled).toBe(false);
  });
});
