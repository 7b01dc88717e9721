// The header's cart link (spec 2 §2, §9): its quantity badge follows the shared cart store, and a
// popover with the cart (GET /shop/cart?type=popover) opens after 300 ms of hover or focus and
// hides 1 s after the pointer or focus has left link and popover; Escape closes it.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useHost, useTranslate } from "../../src/hooks/env";
import { useService } from "../../src/hooks/use_service";
import type { HttpService } from "../../src/services/http";
import { errorText } from "../portal/error_text";
import { defineIsland } from "../../src/runtime/island";
import type { PopoverContent } from "./cart_popover_view";
import { cartQuantity, initCartQuantity } from "./cart_store";
import { POPOVER_HIDE_DELAY_MS, POPOVER_OPEN_DELAY_MS, ROUTES } from "./constants";

export const CART_BADGE = ".my_cart_quantity";
export const POPOVER_CLASS = "o_wsale_cart_popover";
export const CART_POPOVER_LABEL = "Cart";

type Content = PopoverContent;
const CartPopoverView = lazy(() => import("./cart_popover_view"));

function useBadge(host: HTMLElement) {
  const quantity = useStore(cartQuantity);
  const first = useRef(true);
  useLayoutEffect(() => initCartQuantity(Number.parseInt(host.querySelector(CART_BADGE)?.textContent ?? "", 10)), [host]);
  useEffect(() => {
    const badge = host.querySelector<HTMLElement>(CART_BADGE);
    if (!badge || quantity === null) return;
    badge.textContent = String(quantity);
    badge.classList.toggle("d-none", quantity === 0 && badge.dataset.hideEmpty === "1");
    if (first.current) return void (first.current = false);
    badge.classList.remove("o_animate_blink");
    void badge.offsetWidth;
    badge.classList.add("o_animate_blink");
  }, [host, quantity]);
}

function CartLink() {
  const host = useHost<HTMLAnchorElement>();
  const http = useService<HttpService>("http");
  const _t = useTranslate();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<Content>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const container = host.parentElement ?? host;
  useBadge(host);

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
  moment: "load",
  mode: "enhance",
  services: ["http"],
  Component: CartLink,
});
