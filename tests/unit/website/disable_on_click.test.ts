import { describe, expect, it } from "vitest";
import disableOnClick from "../../../islands/website/disable_on_click";
import { flush, mountOn } from "./mount_helper";

describe("js_disable_on_click", () => {
  it("disables a button once clicked", async () => {
    document.body.innerHTML = `<button class="js_disable_on_click btn">Pay</button>`;
    const button = document.querySelector("button")!;
    await mountOn(disableOnClick, button);
    expect(button.disabled).toBe(false);
    button.click();
    expect(button.classList.contains("disabled")).toBe(true);
    await flush();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-disabled")).toBe("true");
  });

  it("marks a link disabled", async () => {
    document.body.innerHTML = `<a href="#x" class="js_disable_on_click">Go</a>`;
    const link = document.querySelector("a")!;
    await mountOn(disableOnClick, link);
    link.click();
    await flush();
    expect(link.classList.contains("disabled")).toBe(true);
    expect(link.getAttribute("aria-disabled")).toBe("true");
  });
});
