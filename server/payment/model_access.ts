// Access declarations of the payment models (server/security's model): customers read their own
// saved payment methods and ask what a method is linked to; transactions and providers are
// never written through call_kw, only by the payment routes.
import { accessError, missingError } from "../errors";
import { defineModel } from "../models/registry";
import { MODEL_ACCESS, SIGNED_IN, passesRule } from "../security/access_model";
import { commercialPartnerId } from "../security/user_type";
import type { Row, Store } from "../store";
import { linkedRecords } from "./tokens";

const ownToken = (record: Row, { store, user }: { store: Store; user: Row | null }) =>
  Boolean(user) && commercialPartnerId(store, Array.isArray(record.partner_id) ? record.partner_id[0] : record.partner_id) === commercialPartnerId(store, user!.partner_id);

MODEL_ACCESS["payment.token"] = {
  label: "Payment Token",
  operations: { portal: ["read"], internal: ["read"] },
  rules: { portal: ownToken, internal: ownToken },
  fields: { portal: { read: ["name", "provider_id", "partner_id", "active"] }, internal: { read: ["name", "provider_id", "partner_id", "active"] } },
  secret: ["card_number"],
  methods: { get_linked_records_info: SIGNED_IN },
  notForWeb: ["create", "write", "unlink"],
};
MODEL_ACCESS["payment.transaction"] = { label: "Payment Transaction", notForWeb: ["create", "write", "unlink"] };
MODEL_ACCESS["payment.provider"] = { label: "Payment Provider", operations: { public: ["read"], portal: ["read"], internal: ["read"] }, notForWeb: ["create", "write", "unlink"] };

defineModel("payment.token", {
  get_linked_records_info: (ctx, args) => {
    const id = Number(Array.isArray(args[0]) ? args[0][0] : args[0]);
    const token = ctx.store.get("payment.token", id);
    if (!token) throw missingError("Record does not exist or has been deleted.");
    if (!passesRule("payment.token", token, { store: ctx.store, user: ctx.user, operation: "read" })) throw accessError("You do not have access to this payment method.");
    return linkedRecords(ctx.store, id);
  },
});
