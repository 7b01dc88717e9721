// The header's cart link (spec 2 §2, §9), on every page: a popover with the cart
// (GET /shop/cart?type=popover) opens after 300 ms of hover or focus and hides 1 s after the
// pointer or focus has left link and popover; Escape closes it. It wakes on the visitor's first
// hover or focus of the link (its badge follows the shared store without it, cart_store.ts).
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { defineIsland, defineMarkup, errorText, useBind, useHost, useService, useTimeouts, useTranslate, type IslandProps } from "../../src/kit";
import type { PopoverContent } from "./cart_popover_view";
import { POPOVER_HIDE_DELAY_MS, POPOVER_OPEN_DELAY_MS, ROUTES } from "./constants";

const POPOVER_CLASS = "o_wsale_cart_popover";
const CART_POPOVER_LABEL = "Cart";

const CartPopoverView = lazy(() => import("./cart_popover_view"));

function isHovered(element: Element): boolean {
  try {
    return element.matches(":hover");
  } catch {
    return false;
  }
}

const markup = defineMarkup({});

function CartLink({ parts }: IslandProps<typeof markup>) {
  const host = useHost<HTMLAnchorElement>();
  const http = useService("http");
  const _t = useTranslate();
  const timeouts = useTimeouts();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<PopoverContent>(null);
  const cancelTimer = useRef<(() => void) | null>(null);
  // The popover sits beside the link, in its menu item: focus and keys are heard there.
  const container = host.parentElement ?? host;

  const clear = () => {
    cancelTimer.current?.();
    cancelTimer.current = null;
  };
  const later = (fn: () => void, ms: number) => {
    clear();
    cancelTimer.current = timeouts.set(fn, ms);
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
  const scheduleOpen = () => (open ? clear() : later(show, POPOVER_OPEN_DELAY_MS));
  const scheduleHide = () => later(() => setOpen(false), POPOVER_HIDE_DELAY_MS);
  const latest = useRef({ scheduleOpen, scheduleHide, clear });
  latest.current = { scheduleOpen, scheduleHide, clear };

  // Woken by the hover or focus that should open it.
  useEffect(() => {
    if (document.activeElement === host || isHovered(host)) latest.current.scheduleOpen();
  }, [host]);

  useBind(parts, {
    host: { attr: { "aria-expanded": String(open) }, on: { mouseenter: scheduleOpen, mouseleave: scheduleHide, focus: scheduleOpen } },
    document: {
      on: {
        focusout: (event) => {
          if (container.contains(event.target as Node) && !container.contains(event.relatedTarget as Node | null)) scheduleHide();
        },
        keydown: (event) => {
          if (event.key !== "Escape" || !container.contains(event.target as Node)) return;
          clear();
          setOpen(false);
          host.focus();
        },
      },
    },
  });

  if (!open) return null;
  return createPortal(
    <Suspense fallback={null}>
      <CartPopoverView anchor={host} content={content} label={_t(CART_POPOVER_LABEL)} loadingLabel={_t("Loading…")} className={POPOVER_CLASS}
        onEnter={() => latest.current.clear()} onLeave={() => latest.current.scheduleHide()} />
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
  markup,
  Component: CartLink,
});
