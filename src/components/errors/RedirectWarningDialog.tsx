// A redirect warning: the error data's arguments are [message, action id, button text,
// additional context]; the button opens that action.
import { useTranslate } from "../../hooks/use_env";
import { Dialog } from "../Dialog";
import { PRODUCT_NAME, WARNING_TITLE } from "../../services/error/messages";
import { openAction } from "../../services/browser_navigation";
import type { ServerErrorData } from "../../services/rpc_errors";

export interface RedirectWarningDialogProps {
  data?: ServerErrorData | null;
  message?: string;
  close: () => void;
}

export function readRedirectWarning(data: ServerErrorData | null | undefined, fallback = "") {
  const [message, actionId, buttonText, additionalContext] = data?.arguments ?? [];
  return {
    message: typeof message === "string" ? message : fallback,
    actionId: typeof actionId === "number" || typeof actionId === "string" ? actionId : null,
    buttonText: typeof buttonText === "string" ? buttonText : "",
    additionalContext: typeof additionalContext === "object" && additionalContext !== null ? (additionalContext as Record<string, unknown>) : {},
  };
}

export function RedirectWarningDialog({ data, message: fallback, close }: RedirectWarningDialogProps) {
  const _t = useTranslate();
  const { message, actionId, buttonText, additionalContext } = readRedirectWarning(data, fallback);
  return (
    <Dialog
      title={_t(WARNING_TITLE, PRODUCT_NAME)}
      size="md"
      className="o_redirect_warning_dialog"
      footer={
        <>
          {actionId !== null ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                close();
                openAction(actionId, additionalContext);
              }}
            >
              {buttonText || _t("Open")}
            </button>
          ) : null}
          <button type="button" className={`btn ${actionId !== null ? "btn-secondary" : "btn-primary"}`} onClick={close}>
            {_t("Close")}
          </button>
        </>
      }
    >
      <p className="mb-0" style={{ whiteSpace: "pre-wrap" }}>
        {message}
      </p>
    </Dialog>
  );
}
