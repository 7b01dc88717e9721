// A small island that shows a note in a region it adds before its list, for the test that stops it.
import { child, defineIsland, defineMarkup, RegionBefore, type IslandProps } from "../../../src/kit";

const markup = defineMarkup({ children: { list: child.optional(".o_region_list") } });

function RegionIsland({ parts }: IslandProps<typeof markup>) {
  return (
    <RegionBefore part={parts.list} className="o_region_notes">
      <p className="o_region_note">Noted</p>
    </RegionBefore>
  );
}

export default defineIsland({ name: "kit.region_island", selector: ".o_region_test", moment: "load", mode: "enhance", markup, Component: RegionIsland });
