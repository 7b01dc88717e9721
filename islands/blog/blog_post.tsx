// A blog post (spec 3 §2, §5, §9 "Blog"): selecting at least 5 characters of the post opens the
// share popover (comment quote, short message); the next-post cover scrolls into view (300 ms)
// before going to the next post; the content jump scrolls to the content (500 ms); the share
// buttons open the network's share page.
import { useRef } from "react";
import { useHost, useTranslate } from "../../src/hooks/env";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { useService } from "../../src/hooks/use_service";
import { defineIsland } from "../../src/runtime/island";
import { browserNavigation } from "../../src/services/browser_navigation";
import type { PopoverService } from "../../src/services/popover";
import { scrollOver } from "../snippets/scroll_over";
import { articleShareUrl, CONTENT_JUMP_SCROLL_MS, MIN_SELECTION, NEXT_POST_SCROLL_MS } from "./share_rules";
import { SHARE_NETWORKS } from "../website/social_share";
import { SelectionPopover } from "./SelectionPopover";

export const SHAREABLE = ".js_tweet, .js_comment";
export const SHARE_WINDOW = "menubar=no,toolbar=no,resizable=yes,scrollbars=yes,height=600,width=600";

const pageTop = (element: Element) => element.getBoundingClientRect().top + window.scrollY;

/** An invisible box over the selection, for the popover to point at. */
function selectionAnchor(range: Range): HTMLElement {
  const rect = range.getBoundingClientRect();
  const anchor = document.createElement("span");
  anchor.className = "o_wblog_selection_anchor position-absolute";
  Object.assign(anchor.style, { left: `${rect.left + window.scrollX}px`, top: `${rect.top + window.scrollY}px`, width: `${rect.width}px`, height: `${rect.height}px`, pointerEvents: "none" });
  document.body.append(anchor);
  return anchor;
}

function BlogPost() {
  const host = useHost();
  const popover = useService<PopoverService>("popover");
  const _t = useTranslate();
  const closePopover = useRef<() => void>(() => {});

  const closeShare = () => {
    closePopover.current();
    closePopover.current = () => {};
    document.querySelectorAll(".o_wblog_selection_anchor").forEach((a) => a.remove());
  };

  useHostEvent("mousedown", closeShare, { selector: SHAREABLE });
  useHostEvent("mouseup", (_event, shareable) => {
    if (document.body.classList.contains("editor_enable")) return;
    const selection = window.getSelection();
    const text = selection?.toString().trim() ?? "";
    if (!selection?.rangeCount || text.length < MIN_SELECTION || !shareable.contains(selection.anchorNode)) return;
    closeShare();
    const onComment = () => {
      closeShare();
      const textarea = document.querySelector<HTMLTextAreaElement>(".o_portal_chatter_composer_form textarea");
      if (textarea) {
        textarea.value = `"${text}" `;
        textarea.focus();
      }
      document.getElementById("o_wblog_post_comments")?.scrollIntoView();
    };
    const props = { selection: text, comment: shareable.matches(".js_comment"), tweet: shareable.matches(".js_tweet"), onComment };
    closePopover.current = popover.add(selectionAnchor(selection.getRangeAt(0)), SelectionPopover, props, { position: "top" });
  }, { selector: SHAREABLE });

  useHostEvent("click", (event, container) => {
    const url = container.querySelector<HTMLElement>("#o_wblog_next_post_info")?.dataset.url;
    if (!url) return;
    event.preventDefault();
    scrollOver(pageTop(container), NEXT_POST_SCROLL_MS);
    window.setTimeout(() => browserNavigation.assign(url), NEXT_POST_SCROLL_MS);
  }, { selector: "#o_wblog_next_container" });

  useHostEvent("click", (event, link) => {
    const target = document.querySelector((link as HTMLAnchorElement).hash || "#o_wblog_post_main");
    if (!target) return;
    event.preventDefault();
    scrollOver(pageTop(target), CONTENT_JUMP_SCROLL_MS);
    window.setTimeout(() => history.replaceState(null, "", "#blog_content"), CONTENT_JUMP_SCROLL_MS);
  }, { selector: "#o_wblog_post_content_jump" });

  useHostEvent("click", (event, button) => {
    event.preventDefault();
    const network = SHARE_NETWORKS.find((n) => button.classList.contains(`o_${n}`))!;
    const title = host.querySelector("#o_wblog_post_name")?.textContent?.trim() ?? document.title;
    window.open(articleShareUrl(network, title, window.location.href, _t), "", SHARE_WINDOW);
  }, { selector: ".o_twitter, .o_facebook, .o_linkedin" });

  return null;
}

export default defineIsland({
  name: "blog.post",
  selector: ".website_blog",
  moment: "load",
  mode: "enhance",
  services: ["popover"],
  Component: BlogPost,
});
