// A small island on the kit's per-element declarations, body declarations and post-once helper,
// for the tests that stop it mid-way.
import { useState } from "react";
import { child, defineIsland, defineMarkup, useBind, usePostOnce, type IslandProps } from "../../../src/kit";

const markup = defineMarkup({
  children: {
    item: child.optional(".o_item"),
    submit: child.optional("button[type='submit']"),
  },
});

function PickIsland({ parts }: IslandProps<typeof markup>) {
  const [picked, setPicked] = useState<HTMLElement | null>(null);
  const postOnce = usePostOnce();
  useBind(parts, {
    item: { each: (item) => ({ class: { active: item === picked }, attr: { "aria-checked": String(item === picked) } }), on: { click: (_event, item) => setPicked(item) } },
    body: { class: { o_picking: picked ? true : undefined } },
    host: { on: { submit: (event) => postOnce(event, parts.submit.first()) } },
  });
  return null;
}

export default defineIsland({ name: "kit.pick_island", selector: ".o_pick_test", moment: "load", mode: "enhance", markup, Component: PickIsland });
