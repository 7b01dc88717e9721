// The composer's files in the order they were chosen: an upload shows its progress bar and a
// cancel button; a failed one says so with retry and dismiss buttons; an attachment links to its
// file and, while pending, can be removed.
import { progressRatio, useTranslate } from "../../../src/kit";
import { AttachmentItem, fileIcon } from "./AttachmentList";
import type { ChatterAttachment } from "./types";
import { UPLOAD_FAILED_SHORT } from "./constants";
import type { ComposerFile } from "./use_attachments";

export interface ComposerFilesProps {
  files: ComposerFile[];
  disabled: boolean;
  onRemove: (attachment: ChatterAttachment) => void;
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
}

function UploadItem({ item, disabled, onCancel, onRetry }: { item: Extract<ComposerFile, { kind: "upload" }>; disabled: boolean; onCancel: () => void; onRetry: () => void }) {
  const _t = useTranslate();
  const name = item.file.name;
  const percent = Math.round(progressRatio(item.progress) * 100);
  const known = item.progress.total > 0;
  return (
    <li className="o_portal_chatter_upload list-inline-item align-top border rounded px-2 py-1 mb-1 bg-light" style={{ minWidth: "12rem", maxWidth: "100%" }} data-state={item.failed ? "failed" : "uploading"}>
      <div className="d-flex align-items-center gap-2">
        <i className={`fa ${item.failed ? "fa-exclamation-triangle text-danger" : fileIcon(item.file.type)}`} aria-hidden="true" />
        <span className="o_portal_chatter_upload_name text-truncate">{name}</span>
        {item.failed ? (
          <button type="button" className="btn btn-link btn-sm p-0 o_portal_chatter_upload_retry" aria-label={_t("Retry the upload of %s", name)} title={_t("Retry")} disabled={disabled} onClick={onRetry}>
            <i className="fa fa-refresh" aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-link btn-sm p-0 text-danger o_portal_chatter_upload_cancel"
          aria-label={item.failed ? _t("Remove %s", name) : _t("Cancel the upload of %s", name)}
          title={item.failed ? _t("Remove") : _t("Cancel")}
          onClick={onCancel}
        >
          <i className="fa fa-times" aria-hidden="true" />
        </button>
      </div>
      {item.failed ? (
        <div className="small text-danger">{_t(UPLOAD_FAILED_SHORT)}</div>
      ) : (
        <div
          className="progress mt-1 o_portal_chatter_upload_progress"
          role="progressbar"
          aria-label={_t("Upload of %s", name)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={known ? percent : undefined}
        >
          <div className={`progress-bar${known ? "" : " progress-bar-striped progress-bar-animated"}`} style={{ width: known ? `${percent}%` : "100%" }} />
        </div>
      )}
    </li>
  );
}

export function ComposerFiles({ files, disabled, onRemove, onCancel, onRetry }: ComposerFilesProps) {
  if (!files.length) return null;
  return (
    <ul className="o_portal_chatter_attachments list-inline mb-0 mt-2">
      {files.map((item) =>
        item.kind === "attachment" ? (
          <AttachmentItem key={item.key} attachment={item.attachment} onRemove={onRemove} disabled={disabled} />
        ) : (
          <UploadItem key={item.key} item={item} disabled={disabled} onCancel={() => onCancel(item.key)} onRetry={() => onRetry(item.key)} />
        ),
      )}
    </ul>
  );
}
