import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dropdown, DropdownGroup, DropdownItem } from "../../../src/components/Dropdown";
import { SUBDROPDOWN_DELAY_MS } from "../../../src/components/dropdown_state";
import { bindMarkupDropdowns, closeMarkupDropdowns, markupDropdownOf, menuOf } from "../../../src/components/markup_dropdown";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let selected: string[];
beforeEach(() => {
  selected = [];
  const container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

const item = (label: string) => (
  <DropdownItem key={label} onSelect={() => selected.push(label)}>
    {label}
  </DropdownItem>
);

async function render() {
  await act(async () =>
    root.render(
      <>
        <DropdownGroup>
          <Dropdown toggler="File" togglerClassName="o_file">
            {item("New")}
            {item("Open")}
            <Dropdown toggler="Export">
              {item("PDF")}
              {item("CSV")}
            </Dropdown>
          </Dropdown>
          <Dropdown toggler="Edit" togglerClassName="o_edit">
            {item("Undo")}
          </Dropdown>
        </DropdownGroup>
        <Dropdown toggler="Alone" togglerClassName="o_alone">
          {item("Solo")}
        </Dropdown>
      </>,
    ),
  );
}

const $ = (s: string) => document.querySelector<HTMLElement>(s)!;
const menus = () => [...document.querySelectorAll<HTMLElement>(".o_dropdown_menu")];
const labels = (menu: HTMLElement) =>
  [...menu.querySelectorAll<HTMLElement>(":scope > [role^='menuitem'], :scope > .o_dropdown > [role='menuitem']")].map((el) => el.textContent);
const fire = (el: Element, type: string, init: object = {}) =>
  act(async () => {
    el.dispatchEvent(type.startsWith("key") ? new KeyboardEvent(type, { bubbles: true, cancelable: true, ...init }) : new MouseEvent(type, { bubbles: true, ...init }));
  });

describe("Dropdown", () => {
  it("has the spec's sub-dropdown delay", () => {
    expect(SUBDROPDOWN_DELAY_MS).toBe(200);
  });

  it("opens and closes on its toggler, telling assistive technologies", async () => {
    await render();
    const toggler = $(".o_file");
    expect(toggler.getAttribute("aria-haspopup")).toBe("menu");
    expect(toggler.getAttribute("aria-expanded")).toBe("false");
    await act(async () => toggler.click());
    expect(toggler.getAttribute("aria-expanded")).toBe("true");
    expect(menus()).toHaveLength(1);
    expect(labels(menus()[0])).toEqual(["New", "Open", "Export"]);
    expect(menus()[0].getAttribute("role")).toBe("menu");
    await act(async () => toggler.click());
    expect(menus()).toHaveLength(0);
  });

  it("closes the others when one opens", async () => {
    await render();
    await act(async () => $(".o_file").click());
    await act(async () => $(".o_alone").click());
    expect(menus()).toHaveLength(1);
    expect($(".o_file").getAttribute("aria-expanded")).toBe("false");
    expect($(".o_alone").getAttribute("aria-expanded")).toBe("true");
  });

  it("opens a neighbour on hover once its group is open, not before", async () => {
    await render();
    await fire($(".o_edit"), "mouseover");
    expect(menus()).toHaveLength(0);
    await act(async () => $(".o_file").click());
    await fire($(".o_edit"), "mouseover");
    expect($(".o_edit").getAttribute("aria-expanded")).toBe("true");
    expect($(".o_file").getAttribute("aria-expanded")).toBe("false");
    // Hovering a dropdown outside the group does nothing.
    await fire($(".o_alone"), "mouseover");
    expect($(".o_alone").getAttribute("aria-expanded")).toBe("false");
  });

  it("opens and closes a sub-dropdown on hover after 200 ms", async () => {
    vi.useFakeTimers();
    await render();
    await act(async () => $(".o_file").click());
    const sub = $(".o_dropdown_subtoggler");
    await fire(sub.parentElement!, "mouseover");
    await act(async () => void vi.advanceTimersByTime(199));
    expect(menus()).toHaveLength(1);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(menus()).toHaveLength(2);
    expect(labels(menus()[1])).toEqual(["PDF", "CSV"]);
    // The parent stays open while its sub-menu opens.
    expect($(".o_file").getAttribute("aria-expanded")).toBe("true");
    await fire(sub.parentElement!, "mouseout", { relatedTarget: document.body });
    await act(async () => void vi.advanceTimersByTime(199));
    expect(menus()).toHaveLength(2);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(menus()).toHaveLength(1);
  });

  it("selecting an item calls it and closes the whole chain, focus back on the toggler", async () => {
    await render();
    await act(async () => $(".o_file").click());
    await act(async () => $(".o_dropdown_subtoggler").click());
    const pdf = [...document.querySelectorAll<HTMLElement>(".o_dropdown_item")].find((el) => el.textContent === "PDF")!;
    await act(async () => pdf.click());
    expect(selected).toEqual(["PDF"]);
    expect(menus()).toHaveLength(0);
    expect(document.activeElement).toBe($(".o_file"));
  });

  it("works with the keyboard: open on ArrowDown, move, enter a sub-menu, Escape back", async () => {
    await render();
    const toggler = $(".o_file");
    toggler.focus();
    await fire(toggler, "keydown", { key: "ArrowDown" });
    expect(document.activeElement!.textContent).toBe("New");
    await fire(document.activeElement!, "keydown", { key: "ArrowDown" });
    expect(document.activeElement!.textContent).toBe("Open");
    await fire(document.activeElement!, "keydown", { key: "End" });
    expect(document.activeElement!.textContent).toBe("Export");
    await fire(document.activeElement!, "keydown", { key: "ArrowRight" });
    expect(document.activeElement!.textContent).toBe("PDF");
    await fire(document.activeElement!, "keydown", { key: "ArrowLeft" });
    expect(menus()).toHaveLength(1);
    expect(document.activeElement!.textContent).toBe("Export");
    await fire(document.activeElement!, "keydown", { key: "ArrowDown" });
    expect(document.activeElement!.textContent).toBe("New");
    await fire(document.activeElement!, "keydown", { key: "Escape" });
    expect(menus()).toHaveLength(0);
    expect(document.activeElement).toBe(toggler);
  });

  it("closes on a click outside", async () => {
    await render();
    await act(async () => $(".o_file").click());
    await fire(document.body, "pointerdown");
    expect(menus()).toHaveLength(0);
  });

  it("shows checkable items with aria-checked, staying open when toggled", async () => {
    let checked = false;
    const toggle = vi.fn(() => (checked = !checked));
    await act(async () =>
      root.render(
        <Dropdown toggler="Options" togglerClassName="o_opts">
          <DropdownItem checked={checked} onSelect={toggle}>
            Record sql
          </DropdownItem>
        </Dropdown>,
      ),
    );
    await act(async () => $(".o_opts").click());
    const box = $("[role='menuitemcheckbox']");
    expect(box.getAttribute("aria-checked")).toBe("false");
    await act(async () => box.click());
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(menus()).toHaveLength(1);
  });
});

// The platform's toggle/menu pairs (odoo-markup.md §2; Bootstrap 5 and 4 spellings), opened
// without Bootstrap's script, wherever the pair sits.
const PAIRS: Record<string, string> = {
  "a .dropdown wrapper (16)": `<div class="dropdown"><button type="button" class="dropdown-toggle" data-bs-toggle="dropdown">Sort</button><div class="dropdown-menu"><a class="dropdown-item" href="#a">A</a><a class="dropdown-item" href="#b">B</a><a class="dropdown-item" href="#c">C</a></div></div>`,
  "directly in an .input-group (16)": `<div class="input-group"><button type="button" class="dropdown-toggle" data-bs-toggle="dropdown"></button><div class="dropdown-menu" role="menu"><a class="dropdown-item" href="#a">A</a><a class="dropdown-item" href="#b">B</a><a class="dropdown-item" href="#c">C</a></div><input name="search"></div>`,
  "in an .input-group-prepend (15)": `<div class="input-group"><div class="input-group-prepend"><button type="button" class="dropdown-toggle" data-toggle="dropdown"></button><div class="dropdown-menu" role="menu"><a class="dropdown-item" href="#a">A</a><a class="dropdown-item" href="#b">B</a><a class="dropdown-item" href="#c">C</a></div></div><input name="search"></div>`,
  "in a .btn-group, the menu before its toggle (15)": `<div class="btn-group dropstart"><div class="dropdown-menu"><a class="dropdown-item" href="#a">A</a><a class="dropdown-item" href="#b">B</a><a class="dropdown-item" href="#c">C</a></div><a role="button" href="#" class="btn dropdown-toggle" data-toggle="dropdown">Filter</a></div>`,
};

describe("markup dropdowns", () => {
  let unbind: () => void = () => {};
  afterEach(() => unbind());

  const mountMarkup = (html: string) => {
    const box = document.createElement("div");
    box.innerHTML = html;
    document.body.append(box);
    unbind = bindMarkupDropdowns(box);
    const toggle = box.querySelector<HTMLElement>("[data-bs-toggle], [data-toggle]")!;
    return { box, toggle, menu: box.querySelector<HTMLElement>(".dropdown-menu")! };
  };
  const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));
  const isOpen = (menu: HTMLElement, toggle: HTMLElement) => menu.classList.contains("show") && toggle.getAttribute("aria-expanded") === "true";

  for (const [where, html] of Object.entries(PAIRS)) {
    it(`opens ${where} by mouse, and closes on an item or a click outside`, () => {
      const { toggle, menu } = mountMarkup(html);
      expect(menuOf(toggle)).toBe(menu);
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      toggle.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }));
      expect(isOpen(menu, toggle)).toBe(true);
      expect(toggle.classList.contains("show")).toBe(true);
      // under its toggle by Bootstrap's own CSS until floating-ui has placed it
      expect(menu.getAttribute("data-bs-popper")).toBe("static");
      menu.querySelector<HTMLElement>("a[href='#b']")!.click();
      expect(menu.classList.contains("show")).toBe(false);
      expect(menu.hasAttribute("data-bs-popper")).toBe(false);
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      toggle.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }));
      document.body.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
      expect(menu.classList.contains("show")).toBe(false);
    });

    it(`works ${where} with the keyboard`, () => {
      const { toggle, menu } = mountMarkup(html);
      toggle.focus();
      key(toggle, "ArrowDown");
      expect(isOpen(menu, toggle)).toBe(true);
      expect(document.activeElement!.textContent).toBe("A");
      key(document.activeElement!, "ArrowDown");
      expect(document.activeElement!.textContent).toBe("B");
      key(document.activeElement!, "End");
      expect(document.activeElement!.textContent).toBe("C");
      key(document.activeElement!, "ArrowDown");
      expect(document.activeElement!.textContent).toBe("A");
      key(document.activeElement!, "ArrowUp");
      expect(document.activeElement!.textContent).toBe("C");
      key(document.activeElement!, "Escape");
      expect(menu.classList.contains("show")).toBe(false);
      expect(document.activeElement).toBe(toggle);
      key(toggle, "ArrowUp");
      expect(document.activeElement!.textContent).toBe("C");
      key(document.activeElement!, "Tab");
      expect(menu.classList.contains("show")).toBe(false);
    });
  }

  it("opens on the first item when Enter or Space clicks the toggle", () => {
    const { toggle, menu } = mountMarkup(PAIRS["directly in an .input-group (16)"]);
    toggle.focus();
    toggle.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 0 }));
    expect(menu.classList.contains("show")).toBe(true);
    expect(document.activeElement!.textContent).toBe("A");
  });

  it("names the items of a role=menu as menu items, and tells the toggle opens a menu", () => {
    const { toggle, menu } = mountMarkup(PAIRS["in an .input-group-prepend (15)"]);
    expect(toggle.getAttribute("aria-haspopup")).toBe("true");
    expect([...menu.querySelectorAll(".dropdown-item")].map((item) => item.getAttribute("role"))).toEqual(["menuitem", "menuitem", "menuitem"]);
  });

  it("closes the others when one opens, React dropdowns included", async () => {
    const first = mountMarkup(PAIRS["a .dropdown wrapper (16)"]);
    const unbindFirst = unbind;
    const second = mountMarkup(PAIRS["in an .input-group-prepend (15)"]);
    const unbindSecond = unbind;
    unbind = () => (unbindFirst(), unbindSecond());
    first.toggle.click();
    second.toggle.click();
    expect(first.menu.classList.contains("show")).toBe(false);
    expect(second.menu.classList.contains("show")).toBe(true);
    await render();
    await act(async () => $(".o_alone").click());
    expect(second.menu.classList.contains("show")).toBe(false);
    await act(async () => second.toggle.click());
    expect(menus()).toHaveLength(0);
  });

  it("binds a toggle once, closes from outside, and unbinds", () => {
    const { box, toggle, menu } = mountMarkup(PAIRS["a .dropdown wrapper (16)"]);
    const again = bindMarkupDropdowns(box);
    toggle.click();
    expect(menu.classList.contains("show")).toBe(true);
    again();
    expect(markupDropdownOf(toggle)).toBeDefined();
    closeMarkupDropdowns(box, { focusToggle: true });
    expect(menu.classList.contains("show")).toBe(false);
    expect(document.activeElement).toBe(toggle);
    unbind();
    unbind = () => {};
    expect(markupDropdownOf(toggle)).toBeUndefined();
    toggle.click();
    expect(menu.classList.contains("show")).toBe(false);
  });
});
