// A server warning (User Error, Validation Error, Access Error …): titled by the exception's name,
// its message is the first argument of the error data.
import { useTranslate } from "../../hooks/use_env";
import { Dialog } from "../Dialog";
import { EXCEPTION_TITLES, PRODUCT_NAME, WARNING_TITLE } from "../../services/error/messages";
import type { ServerErrorData } from "../../services/rpc_errors";

export interface WarningDialogProps {
  exceptionName?: string | null;
  title?: string;
  message?: string;
  data?: ServerErrorData | null;
  close: () => void;
}

export function warningMessage(data: ServerErrorData | null | undefined, message = ""): string {
  const first = data?.arguments?.[0];
  return typeof first === "string" && first ? first : message;
}

export function WarningDialog({ exceptionName, title, message, data, close }: WarningDialogProps) {
  const _t = useTranslate();
  const known = exceptionName ? EXCEPTION_TITLES[exceptionName] : undefined;
  return (
    <Dialog title={known ? _t(known) : title ?? _t(WARNING_TITLE, PRODUCT_NAME)} size="md" className="o_warning_dialog" footer={
      <button type="button" className="btn btn-primary" onClick={close}>
        {_t("Close")}
      </button>
    }>
      <p className="o_warning_message mb-0" style={{ whiteSpace: "pre-wrap" }}>
        {warningMessage(data, message)}
      </p>
    </Dialog>
  );
}
