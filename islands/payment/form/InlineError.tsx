// The error shown inside the selected option's inline form (spec 2 §8 "Where errors appear"):
// its title, the sentence of the failed action and the server's message, all as text.
import { useTranslate } from "../../../src/kit";

export interface PaymentError {
  title: string;
  message: string;
  detail?: string;
}

const errorSlot = { name: "o_payment_error" } as object;

export function InlineError({ error }: { error: PaymentError }) {
  const _t = useTranslate();
  return (
    <div className="alert alert-danger mt-3 mb-0" role="alert" {...errorSlot}>
      <b>{_t(error.title)}</b>
      <br />
      {_t(error.message)}
      {error.detail ? (
        <>
          <br />
          {error.detail}
        </>
      ) : null}
    </div>
  );
}
