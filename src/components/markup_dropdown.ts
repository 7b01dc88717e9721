// The dropdowns a server page renders with Bootstrap's markup, opened without Bootstrap's script:
// a toggle ([data-bs-toggle=dropdown] on Bootstrap 5 pages, [data-toggle=dropdown] on Bootstrap 4
// ones) and its menu (.dropdown-menu), wherever the pair sits (.dropdown, .btn-group, directly in
// an .input-group or in an .input-group-prepend). The menu is the toggle's next .dropdown-menu
// sibling, else its previous one, else the first in the toggle's parent, as Bootstrap finds it.
// Click opens and closes; ArrowDown / ArrowUp open on the first / last item; arrows, Home and End
// move; Escape closes and gives focus back to the toggle; Tab, a chosen item or a click outside
// close. Opening one closes every other dropdown, these and the React ones (dropdown_state).
// floating-ui comes with the first opening: until it is there, Bootstrap's CSS shows the menu
// under its toggle.
type Floating = typeof import("./markup_dropdown_floating");
let floating: Promise<Floating> | null = null;
const loadFloating = () =>
  (floating ??= import("./markup_dropdown_floating").catch((error) => {
    floating = null;
    throw error;
  }));
import { announceOpened, onDropdownOpened } from "./dropdown_state";

export const DROPDOWN_TOGGLE = "[data-bs-toggle='dropdown'], [data-toggle='dropdown']";
export const DROPDOWN_MENU = ".dropdown-menu";
const ITEMS = ".dropdown-item:not(.disabled):not(:disabled)";

export interface MarkupDropdown {
  toggle: HTMLElement;
  menu: HTMLElement;
  isOpen(): boolean;
  open(focus?: "first" | "last" | null): void;
  close(options?: { focusToggle?: boolean }): void;
}

const dropdowns = new WeakMap<HTMLElement, MarkupDropdown>();
let nextId = 0;

/** The menu Bootstrap pairs with a toggle. */
export function menuOf(toggle: HTMLElement): HTMLElement | null {
  for (let el = toggle.nextElementSibling; el; el = el.nextElementSibling) if (el.matches(DROPDOWN_MENU)) return el as HTMLElement;
  for (let el = toggle.previousElementSibling; el; el = el.previousElementSibling) if (el.matches(DROPDOWN_MENU)) return el as HTMLElement;
  return toggle.parentElement?.querySelector<HTMLElement>(DROPDOWN_MENU) ?? null;
}

/** The dropdown bound to a toggle, if any. */
export function markupDropdownOf(toggle: Element): MarkupDropdown | undefined {
  return dropdowns.get(toggle as HTMLElement);
}

function items(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(ITEMS)];
}

/** Binds one toggle/menu pair; returns the unbinding function. */
function bindPair(toggle: HTMLElement, menu: HTMLElement): () => void {
  const id = `markup-dropdown-${nextId++}`;
  let stopPositioning: (() => void) | null = null;
  const isOpen = () => menu.classList.contains("show");

  const place = ({ computePosition, offset, flip, shift }: Floating) => () => {
    void computePosition(toggle, menu, {
      placement: "bottom-start",
      strategy: "absolute",
      middleware: [offset(2), flip(), shift({ padding: 8 })],
    }).then(({ x, y }) => {
      if (!isOpen()) return;
      Object.assign(menu.style, { position: "absolute", left: `${Math.round(x)}px`, top: `${Math.round(y)}px`, margin: "0" });
    });
  };

  // Bootstrap 5 places a menu under its toggle only when it carries data-bs-popper (its own
  // script sets "static" where Popper is not used); without it, until floating-ui has placed the
  // menu, it showed beside the toggle. Set while open, unless the page had it.
  const ownPopperAttribute = !menu.hasAttribute("data-bs-popper");
  const setOpen = (open: boolean) => {
    menu.classList.toggle("show", open);
    toggle.classList.toggle("show", open);
    toggle.setAttribute("aria-expanded", String(open));
    if (ownPopperAttribute) menu.toggleAttribute("data-bs-popper", open);
    if (ownPopperAttribute && open) menu.setAttribute("data-bs-popper", "static");
  };

  const close = ({ focusToggle = false } = {}) => {
    if (!isOpen()) return;
    setOpen(false);
    stopPositioning?.();
    stopPositioning = null;
    for (const property of ["position", "left", "top", "margin"]) menu.style.removeProperty(property);
    if (focusToggle) toggle.focus();
  };

  const open = (focus: "first" | "last" | null = null) => {
    if (!isOpen()) {
      setOpen(true);
      announceOpened({ id, ancestors: [] });
      let stopped = false;
      stopPositioning = () => void (stopped = true);
      loadFloating().then(
        (lib) => {
          if (!stopped && isOpen()) stopPositioning = lib.autoUpdate(toggle, menu, place(lib));
        },
        () => undefined,
      );
    }
    const list = items(menu);
    if (focus) (focus === "first" ? list[0] : list.at(-1))?.focus();
  };

  const onToggleClick = (event: MouseEvent) => {
    event.preventDefault();
    if (isOpen()) close();
    // A click from the keyboard (Enter, Space) moves into the menu, as the arrows do.
    else open(event.detail === 0 ? "first" : null);
  };

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open(event.key === "ArrowDown" ? "first" : "last");
    } else if (event.key === "Escape" && isOpen()) {
      event.preventDefault();
      close({ focusToggle: true });
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items(menu);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(index + 1);
      case "ArrowUp":
        return move(index <= 0 ? list.length - 1 : index - 1);
      case "Home":
        return move(0);
      case "End":
        return move(list.length - 1);
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        return close({ focusToggle: true });
      case "Tab":
        return close();
    }
  };

  const onMenuClick = (event: MouseEvent) => {
    if ((event.target as Element).closest(ITEMS)) close();
  };

  const onOutside = (event: Event) => {
    const target = event.target as Node;
    if (isOpen() && !toggle.contains(target) && !menu.contains(target)) close();
  };

  toggle.setAttribute("aria-haspopup", "true");
  toggle.setAttribute("aria-expanded", String(isOpen()));
  // Items of a menu announced as one are its menu items.
  if (menu.getAttribute("role") === "menu") for (const item of menu.querySelectorAll(".dropdown-item:not([role])")) item.setAttribute("role", "menuitem");
  toggle.addEventListener("click", onToggleClick);
  toggle.addEventListener("keydown", onToggleKeyDown);
  menu.addEventListener("keydown", onMenuKeyDown);
  menu.addEventListener("click", onMenuClick);
  document.addEventListener("pointerdown", onOutside, true);
  const stopListening = onDropdownOpened((event) => event.id !== id && close());
  dropdowns.set(toggle, { toggle, menu, isOpen, open, close });

  return () => {
    close();
    toggle.removeEventListener("click", onToggleClick);
    toggle.removeEventListener("keydown", onToggleKeyDown);
    menu.removeEventListener("keydown", onMenuKeyDown);
    menu.removeEventListener("click", onMenuClick);
    document.removeEventListener("pointerdown", onOutside, true);
    stopListening();
    dropdowns.delete(toggle);
  };
}

/**
 * Brings to life every dropdown toggle inside `root` (and `root` itself if it is one). A toggle
 * already bound elsewhere is left to its first binding. Returns the unbinding function.
 */
export function bindMarkupDropdowns(root: HTMLElement): () => void {
  const toggles = [...(root.matches(DROPDOWN_TOGGLE) ? [root] : []), ...root.querySelectorAll<HTMLElement>(DROPDOWN_TOGGLE)];
  const unbinds: (() => void)[] = [];
  for (const toggle of toggles) {
    const menu = menuOf(toggle);
    if (!menu || dropdowns.has(toggle)) continue;
    unbinds.push(bindPair(toggle, menu));
  }
  return () => unbinds.reverse().forEach((unbind) => unbind());
}

/** Closes the open dropdowns inside `root`. */
export function closeMarkupDropdowns(root: HTMLElement, options?: { focusToggle?: boolean }): void {
  root.querySelectorAll<HTMLElement>(DROPDOWN_TOGGLE).forEach((toggle) => markupDropdownOf(toggle)?.close(options));
}
