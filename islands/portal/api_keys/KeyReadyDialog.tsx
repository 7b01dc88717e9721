// Shows the new API key, once: it cannot be read again after this dialog closes.
import { Dialog, useTranslate } from "../../../src/kit";

export const API_KEY_READY_TITLE = "API Key Ready";

export function KeyReadyDialog({ apiKey, close }: { apiKey: string; close: () => void }) {
  const _t = useTranslate();
  return (
    <Dialog
      title={_t(API_KEY_READY_TITLE)}
      size="md"
      footer={
        <button type="button" className="btn btn-primary" onClick={close}>
          {_t("Close")}
        </button>
      }
    >
      <p>
        <strong>{_t("Write down your key")}</strong>
      </p>
      <p>{_t("Use this key instead of your password for RPC access. Your login is still needed for interactive use.")}</p>
      <p>
        <code className="o_api_key_value user-select-all fs-6">{apiKey}</code>
      </p>
      <p className="alert alert-warning" role="alert">
        <strong>{_t("Important:")}</strong> {_t("the key cannot be shown again and gives full access to your account: store it securely.")}
      </p>
    </Dialog>
  );
}
