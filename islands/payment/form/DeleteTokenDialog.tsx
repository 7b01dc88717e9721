// Asks before deleting a saved payment method, listing the documents it is linked to
// (payment.token get_linked_records_info).
import { ConfirmationDialog, useTranslate } from "../../../src/kit";
import { DELETE_CONFIRM, DELETE_LINKED, DELETE_TITLE } from "../messages";

type LinkedRecord = { name: string; url: string; description: string };

/** Only same-site links are followed from the list. */
const safeUrl = (url: string) => (/^\/(?![/\\])/.test(url) ? url : undefined);

export function DeleteTokenDialog({ records, confirm, close }: { records: LinkedRecord[]; confirm: () => unknown; close: () => void }) {
  const _t = useTranslate();
  const body = (
    <>
      <p>{_t(DELETE_CONFIRM)}</p>
      {records.length > 0 && (
        <>
          <p>{_t(DELETE_LINKED)}</p>
          <ul className="o_payment_linked_records">
            {records.map((record, index) => (
              <li key={index}>
                <a href={safeUrl(record.url)}>{record.name}</a>
                {record.description ? <small className="text-muted"> {record.description}</small> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
  return <ConfirmationDialog title={_t(DELETE_TITLE)} body={body} confirm={confirm} cancel={() => undefined} confirmLabel={_t("Confirm")} cancelLabel={_t("Cancel")} close={close} />;
}

export function linkedRecordsOf(answer: unknown): LinkedRecord[] | null {
  if (!Array.isArray(answer)) return null;
  return answer
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object")
    .map((item) => ({ name: String(item.name ?? ""), url: String(item.url ?? ""), description: String(item.description ?? "") }));
}
