// HTTP 504 from the server: the operation took too long.
import { useTranslate } from "../../hooks/use_env";
import { Dialog } from "../Dialog";
import { REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_TITLE } from "../../services/error/messages";

export function RequestTimeoutDialog({ close }: { close: () => void }) {
  const _t = useTranslate();
  return (
    <Dialog
      title={_t(REQUEST_TIMEOUT_TITLE)}
      size="md"
      className="o_request_timeout_dialog"
      footer={
        <button type="button" className="btn btn-primary" onClick={close}>
          {_t("Close")}
        </button>
      }
    >
      <p className="mb-0">{_t(REQUEST_TIMEOUT_MESSAGE)}</p>
    </Dialog>
  );
}
