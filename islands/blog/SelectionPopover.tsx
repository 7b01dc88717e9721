// The text-selection share popover of a blog post: quote in a comment, or post a short message.
import { useTranslate } from "../../src/kit";
import { tweetUrl } from "./post_sharing";

export interface SelectionPopoverProps {
  selection: string;
  comment: boolean;
  tweet: boolean;
  onComment: () => void;
}

export function SelectionPopover({ selection, comment, tweet, onComment }: SelectionPopoverProps) {
  const _t = useTranslate();
  return (
    <div className="popover-body h4 m-0 d-flex gap-2 o_wblog_selection_share">
      {comment && (
        <button type="button" className="btn btn-link px-2 o_share_comment" aria-label={_t("Quote in a comment")} onClick={onComment}>
          <i className="fa fa-lg fa-comment" aria-hidden="true" />
        </button>
      )}
      {tweet && (
        <a className="btn btn-link px-2 o_share_tweet" href={tweetUrl(selection, window.location.href)} target="_blank" rel="noopener noreferrer" aria-label={_t("Share on Twitter")}>
          <i className="fa fa-lg fa-twitter" aria-hidden="true" />
        </a>
      )}
    </div>
  );
}
