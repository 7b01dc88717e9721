// A small island on the kit for its tests: it reads every kind of attribute, binds children
// declaratively and uses each lifecycle helper, so a test can stop it mid-way through each.
import { useState } from "react";
import {
  attr, child, defineIsland, defineMarkup, useBind, useDebounced, useInterval, useThrottled, useTimeouts, useWriteLock, type IslandProps,
} from "../../../src/kit";

export const probe = { writes: 0, debounced: [] as string[], throttled: [] as string[], ticks: 0, timeouts: 0, release: null as null | (() => void) };

export const markup = defineMarkup({
  attributes: {
    label: attr.string("data-label", "Hello"),
    count: attr.int("data-count", 1),
    ratio: attr.number("data-ratio", 0.5),
    open: attr.boolean("data-open"),
    recordId: attr.id("data-record-id"),
    productIds: attr.ids("data-product-ids"),
    options: attr.json<{ max: number }>("data-options", { max: 3 }),
    layout: attr.oneOf("data-layout", ["grid", "list"], "grid"),
    compact: attr.hasClass("o_compact"),
  },
  children: {
    button: ".o_kit_button",
    output: child.optional(".o_kit_output"),
    input: child.optional("input.o_kit_input", { min: attr.int("data-min", 0) }),
  },
});

function KitIsland({ attrs, parts }: IslandProps<typeof markup>) {
  const [clicks, setClicks] = useState(0);
  const lock = useWriteLock();
  const debounced = useDebounced((value: string) => probe.debounced.push(value), 300);
  const throttled = useThrottled((value: string) => probe.throttled.push(value), 300);
  const timeouts = useTimeouts();
  useInterval(() => probe.ticks++, attrs.open ? 1000 : null);
  const write = lock.locked(async () => {
    probe.writes++;
    await new Promise<void>((resolve) => (probe.release = resolve));
  });
  useBind(parts, {
    host: { class: { o_kit_active: clicks > 0 }, attr: { "data-clicks": clicks } },
    button: {
      on: {
        click: () => {
          setClicks((n) => n + 1);
          void write();
          timeouts.set(() => probe.timeouts++, 500);
        },
      },
      attr: { "aria-busy": lock.isBusy() ? "true" : null },
    },
    output: { text: `${attrs.label} ${clicks}` },
    input: { on: { input: (_event, el) => (debounced((el as HTMLInputElement).value), throttled((el as HTMLInputElement).value)) } },
  });
  return null;
}

export default defineIsland({
  name: "kit.test_island",
  selector: ".o_kit_test",
  moment: "load",
  mode: "enhance",
  markup,
  Component: KitIsland,
});
