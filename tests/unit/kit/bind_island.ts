// Bind-mode islands (no React) for the kit's and the loader's tests: one that uses every piece of
// its setup's context, and one whose setup throws half-way.
import { attr, child, defineIsland, defineMarkup } from "../../../src/kit";

export const bindProbe = { clicks: 0, resizes: 0, cleanups: 0 };

const markup = defineMarkup({
  attributes: { label: attr.string("data-label", "Clicks"), count: attr.int("data-count", 1) },
  children: { button: ".o_bind_button", output: child.optional(".o_bind_output"), items: child.optional("li.o_bind_item") },
});

export default defineIsland({
  name: "kit.bind_test",
  selector: ".o_bind_test",
  moment: "load",
  mode: "bind",
  markup,
  setup({ attrs, parts, bind, on, timeouts, cleanup }) {
    let count = attrs.count;
    bind(() => ({
      host: { class: { o_bind_on: true }, attr: { "data-state": count > 3 ? "many" : "few" } },
      button: {
        on: {
          click: () => {
            count++;
            bindProbe.clicks++;
          },
        },
        prop: { disabled: count >= 10 },
      },
      output: { text: `${attrs.label}: ${count}` },
      items: { each: (item) => ({ class: { active: parts.items.all().indexOf(item) === count } }) },
    }));
    on(window, "resize", () => void bindProbe.resizes++);
    timeouts.set(() => (count = 10), 1000);
    cleanup(() => void bindProbe.cleanups++);
  },
});

export const throwingBindIsland = defineIsland({
  name: "kit.bind_throws",
  selector: ".o_bind_throws",
  moment: "load",
  mode: "bind",
  setup({ bind, on }) {
    bind({ host: { class: { o_half_set: true } } });
    on(window, "resize", () => void bindProbe.resizes++);
    throw new Error("setup exploded");
  },
});
