// Attachments of a message or of the composer: name links to the file (with its access token);
// in the composer, pending ones can be removed. Names are text, never markup.
import { useTranslate } from "../../../src/kit";
import type { ChatterAttachment } from "./types";

export function attachmentUrl(attachment: ChatterAttachment): string {
  const token = attachment.access_token ? `&access_token=${encodeURIComponent(attachment.access_token)}` : "";
  return `/web/content/${attachment.id}?download=true${token}`;
}

export const fileIcon = (mimetype = "") => (mimetype.startsWith("image/") ? "fa-file-image-o" : mimetype === "application/pdf" ? "fa-file-pdf-o" : "fa-file-o");

export function AttachmentItem({ attachment, onRemove, disabled }: { attachment: ChatterAttachment; onRemove?: (attachment: ChatterAttachment) => void; disabled?: boolean }) {
  const _t = useTranslate();
  return (
    <li className="o_portal_chatter_attachment list-inline-item border rounded px-2 py-1 mb-1 bg-light" data-id={attachment.id} data-state={attachment.state}>
      <a href={attachmentUrl(attachment)} className="text-decoration-none" title={attachment.name}>
        <i className={`fa ${fileIcon(attachment.mimetype)} me-1`} aria-hidden="true" />
        <span className="o_portal_chatter_attachment_name">{attachment.name}</span>
      </a>
      {onRemove && attachment.state === "pending" ? (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 ms-2 text-danger o_portal_chatter_attachment_delete"
          aria-label={_t("Remove %s", attachment.name)}
          title={_t("Remove")}
          disabled={disabled}
          onClick={() => onRemove(attachment)}
        >
          <i className="fa fa-times" aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}

export function AttachmentList({ attachments }: { attachments: ChatterAttachment[] }) {
  if (!attachments.length) return null;
  return (
    <ul className="o_portal_chatter_attachments list-inline mb-0 mt-2">
      {attachments.map((attachment) => (
        <AttachmentItem key={attachment.id} attachment={attachment} />
      ))}
    </ul>
  );
}
