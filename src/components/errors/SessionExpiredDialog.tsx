// The session expired (or access is forbidden): Ok reloads the page.
import { useTranslate } from "../../hooks/use_env";
import { Dialog } from "../Dialog";
import { PRODUCT_NAME, SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TITLE } from "../../services/error/messages";
import { browserNavigation } from "../../services/browser_navigation";

export function SessionExpiredDialog({ close }: { close: () => void }) {
  const _t = useTranslate();
  return (
    <Dialog
      title={_t(SESSION_EXPIRED_TITLE, PRODUCT_NAME)}
      size="md"
      className="o_session_expired_dialog"
      onClose={close}
      footer={
        <button type="button" className="btn btn-primary" onClick={() => browserNavigation.reload()}>
          {_t("Ok")}
        </button>
      }
    >
      <p className="mb-0">{_t(SESSION_EXPIRED_MESSAGE, PRODUCT_NAME)}</p>
    </Dialog>
  );
}
