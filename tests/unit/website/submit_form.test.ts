import { describe, expect, it } from "vitest";
import websiteForm from "../../../islands/website/submit_form";
import { flush, mountOn, submit } from "./mount_helper";

describe("website form", () => {
  it("disables every submit button and shows a spinner on submit", async () => {
    document.body.innerHTML = `
      <form class="js_website_submit_form"><input name="x"/>
        <button type="submit" id="one">Send</button><button id="two">Send a copy</button>
        <button type="button" id="other">Not a submit</button></form>`;
    const form = document.querySelector("form")!;
    await mountOn(websiteForm, form);
    submit(form);
    await flush();
    for (const id of ["one", "two"]) {
      const button = document.getElementById(id) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.querySelector(".fa-spin")).not.toBeNull();
    }
    expect((document.getElementById("other") as HTMLButtonElement).disabled).toBe(false);
  });

  it("leaves the buttons alone when the submit is prevented (e.g. invalid input)", async () => {
    document.body.innerHTML = `<form class="js_website_submit_form"><button type="submit">Send</button></form>`;
    const form = document.querySelector("form")!;
    await mountOn(websiteForm, form);
    form.addEventListener("submit", (e) => e.preventDefault(), { capture: true });
    submit(form);
    await flush();
    expect(form.querySelector("button")!.disabled).toBe(false);
  });
});
