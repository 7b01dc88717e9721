import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dropdown, DropdownGroup, DropdownItem } from "../../../src/components/Dropdown";
import { SUBDROPDOWN_DELAY_MS } from "../../../src/components/dropdown_state";

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
