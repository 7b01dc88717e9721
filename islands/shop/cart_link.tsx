// The header's cart link (spec 2 §2, §9), on every page: a popover with the cart
// (GET /shop/cart?type=popover) opens after 300 ms of hover or focus and hides 1 s after the
// pointer or focus has left link and popover; Escape closes it. It wakes on the visitor's first
// hover or focus of the link (its badge follows the shared store without it, cart_store.ts).
import { defineIsland, useHost, useService, useTranslate } from "../../src/kit";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { errorText } from "../../src/kit";
import type { PopoverContent } from "./cart_popover_view";
import { POPOVER_HIDE_DELAY_MS, POPOVER_OPEN_DELAY_MS, ROUTES } from "./constants";

export const POPOVER_CLASS = "o_wsale_cart_popover";
export const CART_POPOVER_LABEL = "Cart";

type Content = PopoverContent;
const CartPopoverView = lazy(() => import("./cart_popover_view"));

function isHovered(element: Element): boolean {
  try {
    return element.matches(":hover");
  } catch {
    return false;
  }
}

function CartLink() {
  const host = useHost<HTMLAnchorElement>();
  const http = useService("http");
  const _t = useTranslate();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<Content>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const container = host.parentElement ?? host;

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    clear();
    setOpen(true);
    setContent(null);
    http.get(ROUTES.cartPopover, "text").then(
      (html: string) => setContent({ html }),
      (error: unknown) => setContent({ error: errorText(error, _t) }),
    );
  };
  const scheduleOpen = () => {
    clear();
    if (!open) timer.current = setTimeout(show, POPOVER_OPEN_DELAY_MS);
  };
  const scheduleHide = () => {
    clear();
    timer.current = setTimeout(() => setOpen(false), POPOVER_HIDE_DELAY_MS);
  };
  const latest = useRef({ scheduleOpen, scheduleHide, clear });
  latest.current = { scheduleOpen, scheduleHide, clear };

  useEffect(() => {
    const enter = () => latest.current.scheduleOpen();
    const leave = () => latest.current.scheduleHide();
    const focusOut = (event: FocusEvent) => {
      if (!container.contains(event.relatedTarget as Node | null)) latest.current.scheduleHide();
    };
    const keyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      latest.current.clear();
      setOpen(false);
      host.focus();
    };
    host.addEventListener("mouseenter", enter);
    host.addEventListener("mouseleave", leave);
    host.addEventListener("focus", enter);
    container.addEventListener("focusout", focusOut);
    container.addEventListener("keydown", keyDown);
    // Woken by the hover or focus that should open it.
    if (document.activeElement === host || isHovered(host)) enter();
    return () => {
      latest.current.clear();
      host.removeEventListener("mouseenter", enter);
      host.removeEventListener("mouseleave", leave);
      host.removeEventListener("focus", enter);
      container.removeEventListener("focusout", focusOut);
      container.removeEventListener("keydown", keyDown);
    };
  }, [host, container]);

  useEffect(() => host.setAttribute("aria-expanded", String(open)), [host, open]);

  if (!open) return null;
  return createPortal(
    <Suspense fallback={null}>
      <CartPopoverView
        anchor={host}
        content={content}
        label={_t(CART_POPOVER_LABEL)}
        loadingLabel={_t("Loading…")}
        className={POPOVER_CLASS}
        onEnter={() => latest.current.clear()}
        onLeave={() => latest.current.scheduleHide()}
      />
    </Suspense>,
    container,
  );
}

export default defineIsland({
  name: "shop.cart_link",
  selector: "#top_menu a[href$='/shop/cart']",
  moment: "interaction",
  mode: "enhance",
  services: ["http"],
  Component: CartLink,
});
