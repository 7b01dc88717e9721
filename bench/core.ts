// Benchmarks of the core logic: expressions evaluated per second on 50 realistic expressions
// (with the parse cache, and parsing each time), and Domain.contains checks per second over
// 100,000 records. `npx tsx bench/core.ts` prints the rows; bench/run.ts imports benchCore.
// docs/architecture.md sets no budget for these, so the rows carry none.
import { Domain } from "../src/core/domain";
import { evaluate, evaluateExpr, PyDate } from "../src/core/py/index";
import { parse } from "../src/core/py/parser";
import { tokenize } from "../src/core/py/tokenizer";

type BenchRow = { name: string; value: number; unit: string; budget?: string; ok?: boolean };

/** Expressions as the server writes them in domains, contexts and view attributes. */
export const REALISTIC_EXPRESSIONS: readonly string[] = [
  "state in ('draft', 'sent')",
  "state not in ['done', 'cancel']",
  "not partner_id",
  "partner_id and partner_id[0] == 3",
  "amount_total > 1000 and currency_id[1] == 'EUR'",
  "context.get('default_type', 'out_invoice')",
  "context.get('active_ids', [])",
  "{'default_partner_id': partner_id[0], 'search_default_open': 1}",
  "[('partner_id', '=', partner_id[0])]",
  "[('user_id', '=', uid), ('state', '!=', 'cancel')]",
  "['|', ('company_id', '=', False), ('company_id', 'in', company_ids)]",
  "[('date', '>=', (context_today() - relativedelta(days=30)).strftime('%Y-%m-%d'))]",
  "[('date', '<', context_today().strftime('%Y-%m-%d'))]",
  "[('create_date', '>=', datetime.datetime.combine(context_today(), datetime.time(0, 0, 0)).to_utc().strftime('%Y-%m-%d %H:%M:%S'))]",
  "(context_today() + relativedelta(months=1, day=1)).strftime('%Y-%m-%d')",
  "(context_today() - datetime.timedelta(days=7)).strftime('%Y-%m-%d')",
  "time.strftime('%Y-01-01')",
  "time.strftime('%Y-%m-%d')",
  "datetime.datetime.now().strftime('%Y-%m-%d %H:%M:%S')",
  "datetime.date.today().isoformat()",
  "qty_delivered < product_uom_qty",
  "price_unit * product_uom_qty * (1 - discount / 100.0)",
  "round(price_total / (product_uom_qty or 1), 2)",
  "product_uom_qty % 2 == 0",
  "len(order_line) > 0",
  "is_company or not parent_id",
  "type == 'service' or detailed_type == 'service'",
  "bool(email) and '@' in email",
  "email and email.lower().endswith('@example.com')",
  "name.strip().upper()[:3]",
  "website_published and (is_published or website_id == False)",
  "rating_count >= 1 and rating_avg >= 3.5",
  "1 <= sequence < 100",
  "'sale' if type == 'out_invoice' else 'purchase'",
  "invoice_status == 'to invoice' and state == 'sale'",
  "stage_id[1] in ('New', 'Qualified') and priority != '0'",
  "(probability or 0) >= 50",
  "set(tag_ids).intersection(set([1, 2]))",
  "tag_ids and 2 in tag_ids",
  "context.get('lang', 'en_US') != 'en_US'",
  "parent.partner_id",
  "parent.get('currency_id', False)",
  "{'search_default_filter_to_sell': 1, 'default_sale_ok': True}",
  "[('id', 'in', ids)]",
  "[('name', 'ilike', search), ('active', '=', True)]",
  "not (state == 'draft' or amount_total == 0)",
  "max(1, product_uom_qty - qty_delivered)",
  "abs(amount_residual) > 0.01",
  "'%s (%s)' % (name, ref)",
  "debug and 'base.group_no_one' or False",
];

export const EXPRESSION_CONTEXT: Record<string, unknown> = {
  state: "sale",
  partner_id: [3, "Bob Smith"],
  amount_total: 1250.5,
  currency_id: [1, "EUR"],
  uid: 2,
  company_ids: [1, 2],
  qty_delivered: 2,
  product_uom_qty: 5,
  price_unit: 12.5,
  discount: 10,
  price_total: 56.25,
  order_line: [1, 2, 3],
  is_company: false,
  parent_id: [7, "Parent"],
  type: "out_invoice",
  detailed_type: "consu",
  email: "Bob@Example.com",
  name: " Chair ",
  website_published: true,
  is_published: true,
  website_id: false,
  rating_count: 4,
  rating_avg: 4.2,
  sequence: 10,
  invoice_status: "to invoice",
  stage_id: [1, "New"],
  priority: "1",
  probability: 60,
  tag_ids: [1, 3],
  parent: { partner_id: 3, currency_id: 1 },
  ids: [1, 2, 3],
  search: "chair",
  amount_residual: -3.2,
  ref: "SO001",
  debug: "",
};

function measure(run: () => void, minMs = 400): number {
  for (let i = 0; i < 3; i++) run(); // warm-up
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    run();
    count++;
    elapsed = performance.now() - start;
  }
  return (count * 1000) / elapsed;
}

/** 100,000 records with a deterministic spread of values. */
export function makeRecords(count = 100_000): Record<string, unknown>[] {
  const states = ["draft", "sent", "sale", "done", "cancel"];
  const names = ["Chair", "Table", "Desk", "Lamp", "Bob's sofa", "Armchair"];
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${names[i % names.length]} ${i}`,
    state: states[i % states.length],
    amount_total: (i * 37) % 5000,
    partner_id: i % 7 ? [i % 50, `Partner ${i % 50}`] : false,
    tag_ids: [i % 3, (i % 5) + 3],
    date_order: `2024-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
    active: i % 10 !== 0,
    user_id: i % 4,
    uid: 2,
  }));
}

const BENCH_DOMAINS = {
  constant:
    "['&', '|', ('state', 'in', ['draft', 'sent']), ('amount_total', '>', 1000), '&', ('active', '=', True), '|', ('name', 'ilike', 'chair'), ('partner_id.name', '=', False)]",
  withNames: "[('user_id', '=', uid), ('date_order', '>=', '2024-06-01'), ('tag_ids', 'in', [1, 4])]",
};

export async function benchCore(): Promise<BenchRow[]> {
  PyDate.today(); // load luxon's zone data before timing
  const evaluateAll = () => {
    for (const expr of REALISTIC_EXPRESSIONS) evaluateExpr(expr, EXPRESSION_CONTEXT);
  };
  const evaluateAllUncached = () => {
    for (const expr of REALISTIC_EXPRESSIONS) evaluate(parse(tokenize(expr)), EXPRESSION_CONTEXT);
  };
  const cachedRate = measure(evaluateAll) * REALISTIC_EXPRESSIONS.length;
  const uncachedRate = measure(evaluateAllUncached) * REALISTIC_EXPRESSIONS.length;

  const records = makeRecords();
  const rows: BenchRow[] = [
    {
      name: `py: evaluateExpr, ${REALISTIC_EXPRESSIONS.length} realistic expressions (parse cached)`,
      value: Math.round(cachedRate),
      unit: "expr/s",
    },
    {
      name: `py: tokenize + parse + evaluate, ${REALISTIC_EXPRESSIONS.length} realistic expressions`,
      value: Math.round(uncachedRate),
      unit: "expr/s",
    },
  ];
  for (const [label, text] of Object.entries(BENCH_DOMAINS)) {
    const domain = new Domain(text);
    let matched = 0;
    const rate =
      measure(() => {
        matched = 0;
        for (const record of records) if (domain.contains(record)) matched++;
      }, 600) * records.length;
    rows.push({
      name: `domain: Domain.contains over ${records.length.toLocaleString("en-US")} records (${label}, ${matched} match)`,
      value: Math.round(rate),
      unit: "checks/s",
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchCore();
  for (const row of rows) {
    const verdict = row.ok === undefined ? "" : row.ok ? "  ok" : "  OVER BUDGET";
    console.log(`${row.name}: ${row.value.toLocaleString("en-US")} ${row.unit}${row.budget ? ` (budget ${row.budget})` : ""}${verdict}`);
  }
}
