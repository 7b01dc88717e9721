// A blog post (spec 3 §2, §5, §9 "Blog"): selecting at least 5 characters of the post opens the
// share popover (comment quote, short message); the next-post cover scrolls into view (300 ms)
// before going to the next post; the content jump scrolls to the content (500 ms); the share
// buttons open the network's share page.
import { useEffect, useRef } from "react";
import { attr, browserNavigation, child, defineIsland, defineMarkup, findIn, isEditing, useBind, useServiceLater, useTimeouts, useTranslate, type IslandProps, type PopoverService } from "../../src/kit";
import { scrollOver } from "../website/blocks/scroll_over";
import { articleShareUrl, CONTENT_JUMP_SCROLL_MS, MIN_SELECTION, NEXT_POST_SCROLL_MS } from "./post_sharing";
import { SHARE_NETWORKS } from "../website/social_share";
import { SelectionPopover } from "./SelectionPopover";

export const SHAREABLE = ".js_tweet, .js_comment";
export const SHARE_WINDOW = "menubar=no,toolbar=no,resizable=yes,scrollbars=yes,height=600,width=600";

const pageTop = (element: Element) => element.getBoundingClientRect().top + window.scrollY;

const commentBox = child.optional(".o_portal_chatter_composer_form textarea");

/** An invisible box over the selection, for the popover to point at. */
function selectionAnchor(range: Range): HTMLElement {
  const rect = range.getBoundingClientRect();
  const anchor = document.createElement("span");
  anchor.className = "o_wblog_selection_anchor position-absolute";
  Object.assign(anchor.style, { left: `${rect.left + window.scrollX}px`, top: `${rect.top + window.scrollY}px`, width: `${rect.width}px`, height: `${rect.height}px`, pointerEvents: "none" });
  document.body.append(anchor);
  return anchor;
}

const markup = defineMarkup({
  children: {
    shareable: child.optional(".js_tweet, .js_comment", { comment: attr.hasClass("js_comment"), tweet: attr.hasClass("js_tweet") }),
    nextPost: child.optional("#o_wblog_next_container"),
    nextPostInfo: child.optional("#o_wblog_next_post_info", { url: attr.string("data-url") }),
    contentJump: child.optional("#o_wblog_post_content_jump"),
    shareButtons: child.optional(".o_twitter, .o_facebook, .o_linkedin", { twitter: attr.hasClass("o_twitter"), facebook: attr.hasClass("o_facebook"), linkedin: attr.hasClass("o_linkedin") }),
    postName: child.optional("#o_wblog_post_name"),
  },
});

function BlogPost({ parts }: IslandProps<typeof markup>) {
  // The popover's code (floating-ui) comes with the first selection, not with the page.
  const popover = useServiceLater<PopoverService>("popover");
  const shown = useRef(0);
  const _t = useTranslate();
  const timeouts = useTimeouts();
  const closePopover = useRef<() => void>(() => {});
  const anchors = useRef<HTMLElement[]>([]);
  useEffect(() => () => anchors.current.splice(0).forEach((anchor) => anchor.remove()), []);

  const closeShare = () => {
    shown.current++;
    closePopover.current();
    closePopover.current = () => {};
    anchors.current.splice(0).forEach((anchor) => anchor.remove());
  };

  const share = (_event: Event, shareable: HTMLElement) => {
    if (isEditing()) return;
    const selection = window.getSelection();
    const text = selection?.toString().trim() ?? "";
    if (!selection?.rangeCount || text.length < MIN_SELECTION || !shareable.contains(selection.anchorNode)) return;
    closeShare();
    const onComment = () => {
      closeShare();
      const [textarea] = findIn<HTMLTextAreaElement>(commentBox, document);
      if (textarea) {
        textarea.value = `"${text}" `;
        textarea.focus();
      }
      document.getElementById("o_wblog_post_comments")?.scrollIntoView();
    };
    const props = { ...parts.shareable.attrs(shareable), selection: text, onComment };
    const range = selection.getRangeAt(0);
    const asked = shown.current;
    popover().then(
      (service) => {
        if (asked !== shown.current) return;
        const anchor = selectionAnchor(range);
        anchors.current.push(anchor);
        closePopover.current = service.add(anchor, SelectionPopover, props, { position: "top" });
      },
      () => undefined,
    );
  };

  const goToNextPost = (event: Event, container: HTMLElement) => {
    const info = parts.nextPostInfo.first();
    const url = info && parts.nextPostInfo.attrs(info).url;
    if (!url) return;
    event.preventDefault();
    scrollOver(pageTop(container), NEXT_POST_SCROLL_MS);
    timeouts.set(() => browserNavigation.assign(url), NEXT_POST_SCROLL_MS);
  };

  const jumpToContent = (event: Event, link: HTMLElement) => {
    const target = document.getElementById(decodeURIComponent((link as HTMLAnchorElement).hash.slice(1)) || "o_wblog_post_main");
    if (!target) return;
    event.preventDefault();
    scrollOver(pageTop(target), CONTENT_JUMP_SCROLL_MS);
    timeouts.set(() => history.replaceState(null, "", "#blog_content"), CONTENT_JUMP_SCROLL_MS);
  };

  const shareOn = (event: Event, button: HTMLElement) => {
    event.preventDefault();
    const classes = parts.shareButtons.attrs(button);
    const network = SHARE_NETWORKS.find((n) => classes[n])!;
    const title = parts.postName.first()?.textContent?.trim() ?? document.title;
    window.open(articleShareUrl(network, title, window.location.href, _t), "", SHARE_WINDOW);
  };

  useBind(parts, {
    shareable: { on: { mousedown: closeShare, mouseup: share } },
    nextPost: { on: { click: goToNextPost } },
    contentJump: { on: { click: jumpToContent } },
    shareButtons: { on: { click: shareOn } },
  });
  return null;
}

export default defineIsland({
  name: "blog.post",
  selector: ".website_blog",
  moment: "load",
  mode: "enhance",
  markup,
  Component: BlogPost,
});
