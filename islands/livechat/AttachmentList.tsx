// A message's attachments: the viewable ones open the viewer (with the others for previous/next), the rest download.
import { lazy, Suspense, useState } from "react";
import { useTranslate } from "../../src/kit";
import { downloadUrl, viewable, type Attachment } from "./viewer/attachment_types";

// The viewer's code comes when an attachment is first opened.
const AttachmentViewer = lazy(() => import("./viewer/AttachmentViewer").then((module) => ({ default: module.AttachmentViewer })));

const ICONS: Record<string, string> = { image: "fa-picture-o", video: "fa-film", pdf: "fa-file-pdf-o", text: "fa-file-text-o", youtube: "fa-youtube-play" };

export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const _t = useTranslate();
  const shown = viewable(attachments);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ul className="o_attachments list-unstyled d-flex flex-wrap gap-2 mb-2">
      {attachments.map((attachment) => {
        const index = shown.findIndex((item) => item.id === attachment.id);
        const label = <><i className={`fa ${index >= 0 ? ICONS[shown[index].fileType] : "fa-download"} me-1`} aria-hidden="true" />{attachment.name}</>;
        return (
          <li key={attachment.id} className="o_attachment">
            {index >= 0 ? (
              <button type="button" className="btn btn-sm btn-outline-secondary" data-attachment-id={attachment.id} onClick={() => setOpen(index)} aria-label={_t("View %s", attachment.name)}>
                {label}
              </button>
            ) : (
              <a className="btn btn-sm btn-outline-secondary" href={downloadUrl(attachment.id)} download>{label}</a>
            )}
          </li>
        );
      })}
      {open !== null && (
        <Suspense fallback={null}>
          <AttachmentViewer attachments={shown} startIndex={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </ul>
  );
}
