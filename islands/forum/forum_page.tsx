// The forum's page widget (the platform's websiteForum, on .website_forum): one island for the
// page's karma-gated controls (karma_gate.tsx), post actions (post_actions.tsx: votes, flags,
// accepted answers, favourites, comments, bump) and hover boxes (hover_boxes.tsx), each written
// against its own contract.
import { defineIsland, mergeMarkup, type IslandProps } from "../../src/kit";
import { HoverBoxes, hoverBoxesMarkup } from "./hover_boxes";
import { KarmaGate, karmaGateMarkup } from "./karma_gate";
import { PostActions, postActionsMarkup } from "./post_actions";

const markup = mergeMarkup(karmaGateMarkup, postActionsMarkup, hoverBoxesMarkup);

function ForumPage(props: IslandProps<typeof markup>) {
  return (
    <>
      <KarmaGate {...props} />
      <PostActions {...props} />
      <HoverBoxes {...props} />
    </>
  );
}

export default defineIsland({
  name: "forum.page",
  selector: ".website_forum",
  moment: "load",
  mode: "enhance",
  services: ["notification", "http"],
  markup,
  Component: ForumPage,
});
