// The dialog of an error a user cannot act on: its message, and on demand the technical details
// (error name and traceback) with a button that copies them for the support team.
import { useState } from "react";
import { useTranslate } from "../../hooks/use_env";
import { Dialog } from "../Dialog";
import { CLIENT_ERROR_TITLE, NETWORK_ERROR_TITLE, PRODUCT_NAME, SERVER_ERROR_TITLE, EXCEPTION_TITLES } from "../../services/error/messages";

export interface ErrorDialogProps {
  title?: string;
  name?: string;
  message?: string;
  traceback?: string;
  /** "server", "network" or "script": chooses the generic title */
  type?: string;
  exceptionName?: string | null;
  close: () => void;
}

export function errorTitle(_t: (s: string, ...a: unknown[]) => string, type: string | undefined, exceptionName?: string | null): string {
  if (exceptionName && EXCEPTION_TITLES[exceptionName]) return _t(EXCEPTION_TITLES[exceptionName]);
  if (type === "network") return _t(NETWORK_ERROR_TITLE, PRODUCT_NAME);
  if (type === "server") return _t(SERVER_ERROR_TITLE, PRODUCT_NAME);
  return _t(CLIENT_ERROR_TITLE, PRODUCT_NAME);
}

export function ErrorDialog({ title, name = "", message = "", traceback = "", type, exceptionName, close }: ErrorDialogProps) {
  const _t = useTranslate();
  const [showDetails, setShowDetails] = useState(false);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const fullText = [name, message, traceback].filter(Boolean).join("\n\n");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fullText);
      setCopyState("copied");
    } catch {
      setShowDetails(true);
      setCopyState("failed");
    }
  };
  return (
    <Dialog
      title={title ?? errorTitle(_t, type, exceptionName)}
      size="md"
      className="o_error_dialog"
      footer={
        <>
          <button type="button" className="btn btn-primary" onClick={close}>
            {_t("Close")}
          </button>
          <button type="button" className="btn btn-secondary o_copy_error" onClick={() => void copy()}>
            <span className="fa fa-clipboard me-1" aria-hidden="true" />
            {_t("Copy error details")}
          </button>
          <span className="o_copy_status small text-muted" role="status">
            {copyState === "copied" ? _t("Copied") : copyState === "failed" ? _t("Copying failed: select the details and copy them.") : ""}
          </span>
        </>
      }
    >
      <p className="o_error_message" style={{ whiteSpace: "pre-wrap" }}>
        {message || name}
      </p>
      <button type="button" className="btn btn-link p-0 o_error_details_toggle" aria-expanded={showDetails} onClick={() => setShowDetails(!showDetails)}>
        {showDetails ? _t("Hide details") : _t("See details")}
      </button>
      {showDetails ? (
        <div className="mt-2">
          {name ? <p className="mb-1"><code>{name}</code></p> : null}
          <pre className="o_error_detail alert alert-danger small mb-0" style={{ maxHeight: "40vh", overflow: "auto", whiteSpace: "pre-wrap" }} tabIndex={0}>
            {traceback}
          </pre>
        </div>
      ) : null}
    </Dialog>
  );
}
