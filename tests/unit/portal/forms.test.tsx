// Signup form, details form, search panel and project ratings switch on the pages the reference
// server renders.
import { afterEach, describe, expect, it, vi } from "vitest";
import detailsForm, { statesOf } from "../../../islands/portal/details_form";
import projectRating, { isKanbanUrl } from "../../../islands/portal/project_rating";
import searchPanel, { itemLabel, searchUrl } from "../../../islands/portal/search_panel";
import signupForm from "../../../islands/portal/signup_form";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, $$, click, loadPage, settle, startPortal, type PortalHarness } from "./portal_harness";

let portal: PortalHarness;
afterEach(() => {
  vi.useRealTimers();
  portal?.stop();
});

const submit = (form: HTMLFormElement) => {
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe("signup form", () => {
  it("disables the submit button and shows a spinner on submit", async () => {
    portal = await startPortal(null);
    await loadPage(portal.server, "/web/signup");
    await portal.mount(signupForm);
    const button = $<HTMLButtonElement>(".oe_login_buttons > button[type=submit]")!;
    expect(button.disabled).toBe(false);
    submit($<HTMLFormElement>(".oe_signup_form")!);
    expect(button.disabled).toBe(true);
    expect(button.querySelector(".fa-spin")).not.toBeNull();
    expect(button.textContent).toContain("Sign up");
  });

  it("is posted once: a second submit is stopped", async () => {
    portal = await startPortal(null);
    await loadPage(portal.server, "/web/signup");
    await portal.mount(signupForm);
    const form = $<HTMLFormElement>(".oe_signup_form")!;
    expect(submit(form).defaultPrevented).toBe(false);
    expect(submit(form).defaultPrevented).toBe(true);
  });

  it("gives the button back when another script prevents the submit", async () => {
    portal = await startPortal(null);
    await loadPage(portal.server, "/web/signup");
    await portal.mount(signupForm);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    {
      const form = $<HTMLFormElement>(".oe_signup_form")!;
      form.addEventListener("submit", (event) => event.preventDefault());
      submit(form);
      vi.runAllTimers();
      const button = $<HTMLButtonElement>(".oe_login_buttons > button[type=submit]")!;
      expect(button.disabled).toBe(false);
      expect(button.querySelector(".fa-spin")).toBeNull();
    }
  });
});

describe("details form", () => {
  it("is posted once, its button busy meanwhile", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/account");
    await portal.mount(detailsForm);
    const form = $<HTMLFormElement>("form:has(.o_portal_details)")!;
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
    expect(submit(form).defaultPrevented).toBe(false);
    expect(button.disabled).toBe(true);
    expect(button.querySelector(".fa-spin")).not.toBeNull();
    expect(submit(form).defaultPrevented).toBe(true);
  });

  const country = () => $<HTMLSelectElement>("select[name=country_id]")!;
  const state = () => $<HTMLSelectElement>("select[name=state_id]")!;
  const stateNames = () => [...state().options].slice(1).map((o) => o.textContent);
  const stateHidden = () => state().closest(".mb-3")!.classList.contains("d-none");
  const pick = async (select: HTMLSelectElement, value: string) => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await settle(1);
  };

  it("offers only the chosen country's states and hides the field for a country without states", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/account");
    await portal.mount(detailsForm);
    expect(country().value).toBe("233");
    expect(stateNames()).toEqual(["California (US)", "New York (US)", "Texas (US)"]);
    expect(stateHidden()).toBe(false);
    await pick(state(), "11");
    await pick(country(), "13");
    expect(stateNames()).toEqual(["Australian Capital Territory", "New South Wales", "Victoria"]);
    expect(state().value).toBe("");
    await pick(country(), "75");
    expect(stateNames()).toEqual([]);
    expect(stateHidden()).toBe(true);
    await pick(country(), "233");
    expect(stateHidden()).toBe(false);
    expect(stateNames()).toHaveLength(3);
  });

  it("keeps a state that belongs to the country", () => {
    document.body.innerHTML = `<select><option data-country_id="1" value="a">A</option><option data-country_id="2" value="b">B</option></select>`;
    const options = $$<HTMLOptionElement>("option");
    expect(statesOf(options, "2").map((o) => o.value)).toEqual(["b"]);
    expect(statesOf(options, "")).toEqual([]);
  });
});

describe("search panel", () => {
  // The platform's two forms: 16 (/my/orders) and 15 (/my/v15/orders).
  const FORMS = [
    { version: "16", path: "/my/orders", toggle: "[data-bs-toggle=dropdown]" },
    { version: "15", path: "/my/v15/orders", toggle: "[data-toggle=dropdown]" },
  ];

  for (const { version, path, toggle: toggleSelector } of FORMS) {
    it(`follows the picked field in the placeholder and reloads with search_in and search (${version} markup)`, async () => {
      portal = await startPortal("portal");
      await loadPage(portal.server, `${path}?filter=quotations`);
      expect($(".o_portal_search_panel .dropdown")).toBeNull();
      await portal.mount(searchPanel);
      const input = $<HTMLInputElement>("input[name=search]")!;
      expect(input.placeholder).toBe("Search in All");
      const toggle = $<HTMLButtonElement>(toggleSelector)!;
      expect(toggle.getAttribute("aria-label")).toBe("Search in");
      expect($(".o_portal_search_panel button[type=submit]")!.getAttribute("aria-label")).toBe("Search");
      await click(toggle);
      expect($(".dropdown-menu")!.classList.contains("show")).toBe(true);
      expect(toggle.getAttribute("aria-expanded")).toBe("true");
      expect($$(".dropdown-item").map((a) => a.getAttribute("aria-checked"))).toEqual(["false", "false", "true"]);
      await click($("a[href='#product']"));
      expect(input.placeholder).toBe("Search in Products");
      expect($(".dropdown-menu")!.classList.contains("show")).toBe(false);
      expect(document.activeElement).toBe(input);
      expect($$(".dropdown-item.active").map((a) => a.getAttribute("href"))).toEqual(["#product"]);
      expect($$(".dropdown-item").map((a) => `${a.getAttribute("role")} ${a.getAttribute("aria-checked")}`)).toEqual([
        "menuitemradio false",
        "menuitemradio true",
        "menuitemradio false",
      ]);
      const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
      input.value = "desk";
      submit($<HTMLFormElement>(".o_portal_search_panel")!);
      expect(assign).toHaveBeenCalledWith("/runtime/public?search_in=product&search=desk");
    });

    it(`opens and picks with the keyboard, Escape gives focus back to the toggle (${version} markup)`, async () => {
      portal = await startPortal("portal");
      await loadPage(portal.server, path);
      await portal.mount(searchPanel);
      const toggle = $<HTMLButtonElement>(toggleSelector)!;
      toggle.focus();
      const key = (k: string) => document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));
      key("ArrowDown");
      expect($(".dropdown-menu")!.classList.contains("show")).toBe(true);
      expect(document.activeElement!.textContent).toBe("Search in Reference");
      key("Escape");
      expect($(".dropdown-menu")!.classList.contains("show")).toBe(false);
      expect(document.activeElement).toBe(toggle);
      key("ArrowDown");
      key("ArrowDown");
      expect(document.activeElement!.textContent).toBe("Search in Products");
      await click(document.activeElement);
      expect($<HTMLInputElement>("input[name=search]")!.placeholder).toBe("Search in Products");
      expect($(".dropdown-menu")!.classList.contains("show")).toBe(false);
    });
  }

  it("builds the URL from the current query and drops .nolabel parts from labels", () => {
    expect(searchUrl({ pathname: "/my/orders", search: "?filter=quotations&search=old" }, "name", "S0")).toBe("/my/orders?filter=quotations&search=S0&search_in=name");
    document.body.innerHTML = `<a class="dropdown-item">Search <span class="nolabel">(3)</span> in Name</a>`;
    expect(itemLabel($("a")!)).toBe("Search  in Name");
  });
});

describe("project ratings", () => {
  it("marks kanban active when the URL contains kanban, list otherwise", async () => {
    expect(isKanbanUrl("http://x/my/projects/1/ratings?view=kanban")).toBe(true);
    expect(isKanbanUrl("http://x/my/projects/1/ratings")).toBe(false);
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/projects/1/ratings");
    await portal.mount(projectRating);
    expect($(".o_switch_list")!.classList.contains("active")).toBe(true);
    expect($(".o_switch_kanban")!.classList.contains("active")).toBe(false);
    expect($(".o_switch_list")!.getAttribute("aria-current")).toBe("page");
  });

  it("marks kanban active on a kanban URL", async () => {
    window.history.replaceState(null, "", "/my/projects/1/ratings?view=kanban");
    try {
      portal = await startPortal("portal");
      await loadPage(portal.server, "/my/projects/1/ratings?view=kanban");
      await portal.mount(projectRating);
      expect($(".o_switch_kanban")!.classList.contains("active")).toBe(true);
      expect($(".o_switch_list")!.classList.contains("active")).toBe(false);
    } finally {
      window.history.replaceState(null, "", "/runtime/public");
    }
  });
});
