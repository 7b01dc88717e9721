// <PortalBefore>: an island's UI at a given place of its markup, gone with no trace when it stops.
import { afterEach, describe, expect, it } from "vitest";
import { defineIsland, defineMarkup, PortalBefore, type IslandProps } from "../../../src/kit";
import { mountOn } from "../website/mount_helper";

const markup = defineMarkup({ children: { quote: "blockquote" } });
const island = defineIsland({
  name: "kit.portal_before_test",
  selector: ".o_portal_before_test",
  moment: "load",
  mode: "enhance",
  markup,
  Component: ({ parts }: IslandProps<typeof markup>) => (
    <PortalBefore before={parts.quote.first()}>
      <button type="button" className="o_toggle">...</button>
    </PortalBefore>
  ),
});

const HTML = `<div class="o_portal_before_test"><p>Hi</p><blockquote>quoted</blockquote></div>`;
afterEach(() => (document.body.innerHTML = ""));

describe("PortalBefore", () => {
  it("shows the UI right before the element, in a holder that takes no box, and removes it when the island stops", async () => {
    document.body.innerHTML = HTML;
    const host = document.querySelector<HTMLElement>(".o_portal_before_test")!;
    const stop = await mountOn(island, host);
    const quote = host.querySelector("blockquote")!;
    const holder = quote.previousElementSibling as HTMLElement;
    expect(holder.style.display).toBe("contents");
    expect(holder.querySelector("button.o_toggle")).not.toBeNull();
    stop();
    expect(document.body.innerHTML).toBe(HTML);
  });
});
