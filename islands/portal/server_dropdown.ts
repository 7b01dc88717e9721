// A dropdown rendered by the server with Bootstrap markup (.dropdown > [data-bs-toggle=dropdown] +
// .dropdown-menu), opened without Bootstrap's script: click or ArrowDown opens it, Escape and a
// click outside close it, arrow keys move between its items.
import { useEffect } from "react";

const ITEMS = ".dropdown-item:not(.disabled)";

export function useServerDropdown(root: HTMLElement): void {
  useEffect(() => {
    const dropdown = root.querySelector<HTMLElement>(".dropdown");
    const toggle = dropdown?.querySelector<HTMLElement>("[data-bs-toggle='dropdown']");
    const menu = dropdown?.querySelector<HTMLElement>(".dropdown-menu");
    if (!dropdown || !toggle || !menu) return;
    const items = () => [...menu.querySelectorAll<HTMLElement>(ITEMS)];
    const isOpen = () => menu.classList.contains("show");
    const setOpen = (open: boolean) => {
      menu.classList.toggle("show", open);
      toggle.classList.toggle("show", open);
      toggle.setAttribute("aria-expanded", String(open));
    };
    const onToggleClick = (event: Event) => {
      event.preventDefault();
      setOpen(!isOpen());
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && isOpen()) {
        event.preventDefault();
        setOpen(false);
        toggle.focus();
        return;
      }
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      event.preventDefault();
      if (!isOpen()) setOpen(true);
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      const next = event.key === "ArrowDown" ? (index + 1) % list.length : (index - 1 + list.length) % list.length;
      list[index === -1 ? (event.key === "ArrowDown" ? 0 : list.length - 1) : next]?.focus();
    };
    const onOutside = (event: Event) => {
      if (isOpen() && !dropdown.contains(event.target as Node)) setOpen(false);
    };
    toggle.setAttribute("aria-haspopup", "true");
    toggle.setAttribute("aria-expanded", String(isOpen()));
    toggle.addEventListener("click", onToggleClick);
    dropdown.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onOutside, true);
    return () => {
      toggle.removeEventListener("click", onToggleClick);
      dropdown.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onOutside, true);
    };
  }, [root]);
}

export function closeServerDropdown(root: HTMLElement): void {
  root.querySelectorAll(".dropdown-menu.show, [data-bs-toggle='dropdown'].show").forEach((el) => el.classList.remove("show"));
  root.querySelector("[data-bs-toggle='dropdown']")?.setAttribute("aria-expanded", "false");
}
