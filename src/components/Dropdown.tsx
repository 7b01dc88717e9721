// A dropdown menu: a toggler button and a menu of DropdownItem (and nested Dropdown for
// sub-menus), positioned by @floating-ui/react. Keyboard: Enter, Space or ArrowDown open it on
// the first item, arrows, Home and End move, ArrowRight/ArrowLeft enter and leave sub-menus,
// Escape closes and gives focus back to the toggler. A click outside closes it.
import { autoUpdate, flip, offset, shift, useFloating, type Placement } from "@floating-ui/react";
import { useStore } from "../hooks/use_store";
import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import {
  DropdownGroupContext,
  DropdownNodeContext,
  SUBDROPDOWN_DELAY_MS,
  announceOpened,
  createDropdownGroup,
  onDropdownOpened,
  type DropdownNode,
} from "./dropdown_state";

export interface DropdownProps {
  toggler: ReactNode;
  children: ReactNode;
  togglerClassName?: string;
  menuClassName?: string;
  /** accessible name of the toggler when its content is only an icon */
  ariaLabel?: string;
  title?: string;
  placement?: Placement;
  disabled?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const ITEM_SELECTOR = "[role='menuitem'], [role='menuitemcheckbox'], [role='menuitemradio']";

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return [...menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)].filter(
    (item) => item.closest("[role='menu']") === menu && !item.hasAttribute("disabled") && item.getAttribute("aria-disabled") !== "true",
  );
}

export function Dropdown({ toggler, children, togglerClassName, menuClassName = "", ariaLabel, title, placement, disabled, onOpenChange }: DropdownProps) {
  const parent = useContext(DropdownNodeContext);
  const group = useContext(DropdownGroupContext);
  const id = useId();
  const nested = parent !== null;
  const ancestors = useMemo(() => (parent ? [...parent.ancestors, parent.id] : []), [parent]);
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const togglerRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLDivElement | null>(null);
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const menuId = useId();
  const togglerId = useId();

  const { refs, floatingStyles } = useFloating({
    open,
    placement: placement ?? (nested ? "right-start" : "bottom-start"),
    strategy: "fixed",
    transform: false,
    middleware: [offset(nested ? 0 : 2), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });

  const changeOpen = useCallback(
    (next: boolean, focus: "first" | "last" | null = null) => {
      focusOnOpen.current = next ? focus : null;
      setOpen(next);
      if (next) announceOpened({ id, ancestors });
    },
    [id, ancestors],
  );

  const clearHoverTimer = () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  };
  useEffect(() => clearHoverTimer, []);

  useEffect(() => {
    onOpenChange?.(open);
    if (!group) return;
    const others = group.open.get().filter((other) => other !== id);
    group.open.set(open ? [...others, id] : others);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  // Opening another dropdown (not one of our sub-menus) closes this one.
  useEffect(() => onDropdownOpened((event) => event.id !== id && !event.ancestors.includes(id) && setOpen(false)), [id]);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      const items = menuItems(menuRef.current);
      (focusOnOpen.current === "first" ? items[0] : items.at(-1))?.focus();
      focusOnOpen.current = null;
    }
    const onPointerDown = (event: Event) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, [open]);

  const node = useMemo<DropdownNode>(
    () => ({
      id,
      ancestors,
      closeChain: (restoreFocus) => {
        setOpen(false);
        if (parent) parent.closeChain(restoreFocus);
        else if (restoreFocus) togglerRef.current?.focus();
      },
    }),
    [id, ancestors, parent],
  );

  const groupOpen = useStore(group?.open ?? EMPTY).length > 0;

  const onTogglerKeyDown = (event: KeyboardEvent) => {
    const openKeys = nested ? ["ArrowRight", "Enter", " "] : ["ArrowDown", "Enter", " "];
    if (openKeys.includes(event.key)) {
      event.preventDefault();
      changeOpen(true, "first");
    } else if (!nested && event.key === "ArrowUp") {
      event.preventDefault();
      changeOpen(true, "last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      event.stopPropagation();
      items[(next + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(index + 1);
      case "ArrowUp":
        return move(index <= 0 ? items.length - 1 : index - 1);
      case "Home":
        return move(0);
      case "End":
        return move(items.length - 1);
      case "Escape":
      case "ArrowLeft":
        if (event.key === "ArrowLeft" && !nested) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        togglerRef.current?.focus();
        return;
      case "Tab":
        setOpen(false);
        return;
    }
  };

  const hoverProps = nested
    ? {
        onMouseEnter: () => {
          clearHoverTimer();
          if (!open) hoverTimer.current = setTimeout(() => changeOpen(true), SUBDROPDOWN_DELAY_MS);
        },
        onMouseLeave: () => {
          clearHoverTimer();
          if (open) hoverTimer.current = setTimeout(() => setOpen(false), SUBDROPDOWN_DELAY_MS);
        },
      }
    : {};

  return (
    <div ref={wrapperRef} className={`o_dropdown ${nested ? "o_dropdown_nested" : "dropdown"} d-inline-block`} {...hoverProps}>
      <button
        ref={(el) => {
          togglerRef.current = el;
          refs.setReference(el);
        }}
        id={togglerId}
        type="button"
        className={togglerClassName ?? (nested ? "dropdown-item dropdown-toggle o_dropdown_subtoggler" : "btn btn-secondary dropdown-toggle")}
        role={nested ? "menuitem" : undefined}
        tabIndex={nested ? -1 : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        title={title}
        disabled={disabled}
        onClick={(event) => {
          if (open && nested) return;
          changeOpen(!open, event.detail === 0 ? "first" : null);
        }}
        onMouseEnter={() => {
          if (!nested && group && groupOpen && !open) changeOpen(true);
        }}
        onKeyDown={onTogglerKeyDown}
      >
        {toggler}
      </button>
      {open ? (
        <DropdownNodeContext.Provider value={node}>
          <div
            ref={(el) => {
              menuRef.current = el;
              refs.setFloating(el);
            }}
            id={menuId}
            className={`o_dropdown_menu dropdown-menu show shadow ${menuClassName}`.trim()}
            role="menu"
            aria-labelledby={togglerId}
            style={{ ...floatingStyles, margin: 0 }}
            onKeyDown={onMenuKeyDown}
          >
            {children}
          </div>
        </DropdownNodeContext.Provider>
      ) : null}
    </div>
  );
}

const EMPTY = createDropdownGroup().open;

/** Dropdowns inside one group: once one is open, hovering another opens it instead. */
export function DropdownGroup({ children, className }: { children: ReactNode; className?: string }) {
  const group = useMemo(createDropdownGroup, []);
  return (
    <DropdownGroupContext.Provider value={group}>
      <div className={`o_dropdown_group ${className ?? "d-inline-flex gap-2"}`} role="group">
        {children}
      </div>
    </DropdownGroupContext.Provider>
  );
}

export interface DropdownItemProps {
  children: ReactNode;
  onSelect?: () => void;
  /** a checkable item (role menuitemcheckbox); it stays open on select by default */
  checked?: boolean;
  closeOnSelect?: boolean;
  disabled?: boolean;
  className?: string;
  hotkey?: string;
}

export function DropdownItem({ children, onSelect, checked, closeOnSelect, disabled, className = "", hotkey }: DropdownItemProps) {
  const node = useContext(DropdownNodeContext);
  const checkable = checked !== undefined;
  const closes = closeOnSelect ?? !checkable;
  return (
    <button
      type="button"
      className={`dropdown-item o_dropdown_item d-flex align-items-center gap-2 ${className}`.trim()}
      role={checkable ? "menuitemcheckbox" : "menuitem"}
      aria-checked={checkable ? checked : undefined}
      disabled={disabled}
      tabIndex={-1}
      data-hotkey={hotkey}
      onClick={() => {
        // Close first (focus back on the toggler) so a dialog opened by onSelect restores focus there.
        if (closes) node?.closeChain(true);
        onSelect?.();
      }}
    >
      {checkable ? <span className={`fa fa-fw ${checked ? "fa-check-square-o" : "fa-square-o"}`} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
