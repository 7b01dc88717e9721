// The parts of the sale order portal page the server renders from the store: the sidebar's
// action button, the sign or pay modal, and the quote (lines, total, options, terms, signature).
import type { Row, Store } from "../store";
import { escapeHtml as e, escapeUrl, formatAmount, formatDate } from "../html";
import { hasToBePaid, hasToBeSigned, isQuotation, lineTotal, orderLines, orderOptions, orderTotal } from "./sale_order";

export const portalUrl = (order: Row, suffix = "", query = "") => `/my/orders/${order.id}${suffix}?access_token=${encodeURIComponent(order.access_token)}${query}`;

export function actionButton(store: Store, order: Row): string {
  if (hasToBeSigned(order)) {
    const label = hasToBePaid(store, order) ? "Sign &amp; Pay" : "Accept &amp; Sign";
    return `<a role="button" class="btn btn-primary mb-2" data-bs-toggle="modal" data-bs-target="#modalaccept" href="#"><i class="fa fa-check"></i> ${label}</a>`;
  }
  if (hasToBePaid(store, order)) {
    return `<a role="button" id="o_sale_portal_paynow" data-bs-toggle="modal" data-bs-target="#modalaccept" href="#" class="btn btn-primary mb-2"><i class="fa fa-check"></i> ${order.signature ? "Pay Now" : "Accept &amp; Pay"}</a>`;
  }
  return "";
}

function modalHeader(): string {
  return `<header class="modal-header"><h4 class="modal-title" id="modalaccept_label">Validate Order</h4><button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></header>`;
}

export function acceptModal(store: Store, order: Row, paymentFormHtml = ""): string {
  const amount = formatAmount(orderTotal(store, order.id), order.currency);
  const customer = e(order.partner_id?.[1] ?? "");
  if (hasToBeSigned(order)) {
    return `<div class="modal-dialog modal-lg"><form id="accept" method="POST" data-order-id="${order.id}" data-token="${e(order.access_token)}" class="js_accept_json modal-content">
${modalHeader()}
<main class="modal-body" id="sign-dialog">
<p>By signing this proposal, I agree to the following terms:</p>
<ul><li>Accepted on the behalf of: <b>${customer}</b></li><li>For an amount of: <b data-id="total_amount">${e(amount)}</b></li></ul>
<div class="o_portal_signature_form" data-call-url="${escapeUrl(portalUrl(order, "/accept"))}" data-default-name="${customer}"></div>
</main>
</form></div>`;
  }
  if (hasToBePaid(store, order)) {
    return `<div class="modal-dialog"><div class="modal-content">
${modalHeader()}
<div class="modal-body" id="pay-dialog">
<p>Pay <b data-id="total_amount">${e(amount)}</b> for ${e(order.name)} with one of these payment methods:</p>
${paymentFormHtml}
</div></div></div>`;
  }
  return "";
}

function quantityCell(order: Row, line: Row): string {
  if (!isQuotation(order)) return `<span>${line.product_uom_qty}</span>`;
  return `<div class="input-group input-group-sm flex-nowrap justify-content-end o_portal_quantity">
<a href="#" role="button" data-line-id="${line.id}" data-remove="True" class="btn btn-light border js_update_line_json" aria-label="Remove one" title="Remove one"><span class="fa fa-minus"></span></a>
<input type="text" class="js_quantity form-control text-end" style="max-width: 4.5rem" inputmode="numeric" data-line-id="${line.id}" value="${line.product_uom_qty}" aria-label="Quantity of ${e(line.name)}"/>
<a href="#" role="button" data-line-id="${line.id}" class="btn btn-light border js_update_line_json" aria-label="Add one" title="Add one"><span class="fa fa-plus"></span></a>
</div>`;
}

function linesTable(store: Store, order: Row): string {
  const rows = orderLines(store, order.id)
    .map(
      (line) => `<tr data-line-id="${line.id}">
<td><span>${e(line.name)}</span></td>
<td class="text-end">${quantityCell(order, line)}</td>
<td class="text-end">${e(formatAmount(line.price_unit, order.currency))}</td>
<td class="text-end"><span class="oe_order_line_price_total">${e(formatAmount(lineTotal(line), order.currency))}</span></td>
<td class="text-center">${isQuotation(order) ? `<a href="#" role="button" data-line-id="${line.id}" data-unlink="True" class="js_update_line_json text-danger" aria-label="Remove ${e(line.name)}" title="Remove"><span class="fa fa-trash-o"></span></a>` : ""}</td>
</tr>`,
    )
    .join("\n");
  return `<table class="table table-sm align-middle" id="sales_order_table" data-order-id="${order.id}" data-token="${e(order.access_token)}">
<thead class="bg-100"><tr><th>Products</th><th class="text-end">Quantity</th><th class="text-end">Unit Price</th><th class="text-end">Amount</th><th><span class="visually-hidden">Remove</span></th></tr></thead>
<tbody class="sale_tbody">${rows || `<tr><td colspan="5" class="text-muted">This quotation has no lines.</td></tr>`}</tbody>
</table>
<div id="total" class="row"><div class="col-sm-5 ms-auto"><table class="table table-sm"><tr class="o_total"><td><strong>Total</strong></td><td class="text-end"><strong data-id="total_amount">${e(formatAmount(orderTotal(store, order.id), order.currency))}</strong></td></tr></table></div></div>`;
}

function optionsSection(store: Store, order: Row): string {
  const options = orderOptions(store, order.id);
  if (!options.length) return "";
  const rows = options
    .map((option) => {
      const action = option.line_id
        ? `<span class="text-success"><i class="fa fa-check"></i> In your order</span>`
        : isQuotation(order)
          ? `<a role="button" href="#" data-option-id="${option.id}" class="btn btn-link js_add_optional_products d-print-none"><i class="fa fa-shopping-cart"></i> Add to order</a>`
          : "";
      return `<tr><td>${e(option.name)}</td><td class="text-end">${e(formatAmount(option.price_unit, order.currency))}</td><td class="text-end">${action}</td></tr>`;
    })
    .join("\n");
  return `<section id="options" class="mt-4"><h3>Options</h3>
<table class="table table-sm align-middle"><thead><tr><th>Product</th><th class="text-end">Unit Price</th><th><span class="visually-hidden">Add</span></th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

export function quoteContent(store: Store, order: Row): string {
  const kind = isQuotation(order) ? "Quotation" : "Sales Order";
  const signature = order.signature
    ? `<section id="signature" class="mt-4"><h3>Signature</h3><img class="border" style="max-height: 6rem" alt="Signature of ${e(order.signed_by)}" src="data:image/png;base64,${e(order.signature)}"/><p>Signed by <b>${e(order.signed_by)}</b> on ${e(formatDate(order.signed_on))}</p></section>`
    : "";
  return `<div id="introduction" class="pb-2 pt-3 border-bottom"><h2 class="my-0">${kind} <em>${e(order.name)}</em></h2></div>
<div class="pt-3">
<div id="informations" class="row"><div class="col-6"><strong>${kind} Date:</strong> <span>${e(formatDate(order.date_order))}</span></div>
${order.validity_date && isQuotation(order) ? `<div class="col-6"><strong>Expiration Date:</strong> <span>${e(formatDate(order.validity_date))}</span></div>` : ""}</div>
<section id="details" class="mt-4"><h3>Pricing</h3>${linesTable(store, order)}</section>
${optionsSection(store, order)}
${order.note ? `<section id="terms" class="mt-4"><h3>Terms &amp; Conditions</h3><p>${e(order.note)}</p></section>` : ""}
${signature}
</div>`;
}

export function signedAlert(store: Store, order: Row, message: string | undefined): string {
  if (message !== "sign_ok") return "";
  const text = !isQuotation(order)
    ? "Your order has been confirmed."
    : hasToBePaid(store, order)
      ? "Your order has been signed but still needs to be paid to be confirmed."
      : "Your order has been signed.";
  return `<div class="alert alert-success d-print-none mt-3" role="status"><strong>Thank You!</strong> ${text}</div>`;
}
