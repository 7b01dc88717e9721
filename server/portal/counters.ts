// The counters of the portal home (POST /my/counters): each known counter name counts the
// visitor's documents in the store; unknown names are left out of the answer.
import type { Row, Store } from "../store";
import { partnerIdOf } from "./access";

type Counter = (store: Store, partnerId: number) => number;

const mine = (store: Store, model: string, partnerId: number, keep: (row: Row) => boolean) =>
  store.all(model).filter((row) => partnerIdOf(row) === partnerId && keep(row)).length;

export const COUNTERS: Record<string, Counter> = {
  quotation_count: (store, p) => mine(store, "sale.order", p, (o) => o.state === "sent" || o.state === "cancel"),
  order_count: (store, p) => mine(store, "sale.order", p, (o) => o.state === "sale" || o.state === "done"),
  invoice_count: (store, p) => mine(store, "account.move", p, (m) => m.state === "posted"),
  purchase_count: (store, p) => mine(store, "purchase.order", p, (o) => o.state === "purchase" || o.state === "done"),
  project_count: (store, p) => mine(store, "project.project", p, () => true),
};

export function countDocuments(store: Store, partnerId: number, names: unknown[]): Record<string, number> {
  const answer: Record<string, number> = {};
  for (const name of names) {
    if (typeof name === "string" && name in COUNTERS) answer[name] = COUNTERS[name](store, partnerId);
  }
  return answer;
}
