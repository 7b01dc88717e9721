// Renders the open popovers next to their targets (positioned by @floating-ui/react).
import { arrow, autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react";
import { useStore } from "../hooks/use_store";
import { useEffect, useRef } from "react";
import { POPOVER_MARGIN_PX, type PopoverItem, type PopoverService } from "../services/popover";

export function PopoverContainer({ service }: { service: PopoverService }) {
  const popovers = useStore(service.popovers);
  return (
    <div className="o_popover_container">
      {popovers.map((item) => (
        <PopoverView key={item.id} item={item} />
      ))}
    </div>
  );
}

function PopoverView({ item }: { item: PopoverItem }) {
  const arrowRef = useRef<HTMLDivElement>(null);
  const { refs, floatingStyles, placement, middlewareData } = useFloating({
    placement: item.position,
    strategy: "fixed",
    elements: { reference: item.target },
    middleware: [offset(item.variant === "tooltip" ? 8 : POPOVER_MARGIN_PX), flip(), shift({ padding: 8 }), arrow({ element: arrowRef })],
    whileElementsMounted: autoUpdate,
  });
  const side = placement.split("-")[0];
  const floating = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!item.closeOnClickAway) return;
    const onPointerDown = (event: Event) => {
      const node = event.target as Node | null;
      if (!node || floating.current?.contains(node) || item.target.contains(node)) return;
      item.close();
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, [item]);

  const arrowStyle = {
    left: middlewareData.arrow?.x != null ? middlewareData.arrow.x : undefined,
    top: middlewareData.arrow?.y != null ? middlewareData.arrow.y : undefined,
    position: "absolute" as const,
  };
  const { Component, props } = item;
  const setFloating = (node: HTMLElement | null) => {
    floating.current = node;
    refs.setFloating(node);
  };
  if (item.variant === "tooltip") {
    return (
      <div ref={setFloating} id={item.elementId} className={`o_tooltip tooltip show bs-tooltip-${side} ${item.popoverClass}`.trim()} role="tooltip" style={{ ...floatingStyles, zIndex: 1080 }} data-position={side}>
        <div ref={arrowRef} className="tooltip-arrow" style={arrowStyle} />
        <div className="tooltip-inner">
          <Component {...props} close={item.close} />
        </div>
      </div>
    );
  }
  return (
    <div ref={setFloating} id={item.elementId} className={`o_popover popover bs-popover-${side} ${item.popoverClass}`.trim()} style={{ ...floatingStyles, zIndex: 1070, margin: 0 }} data-position={side}>
      <div ref={arrowRef} className="popover-arrow" style={arrowStyle} />
      <div className="popover-body">
        <Component {...props} close={item.close} />
      </div>
    </div>
  );
}
