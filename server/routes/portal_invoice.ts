// Invoices in the portal: the page with its sidebar (/my/invoices/{id}), the invoice itself as
// HTML for the embedded view (report_type=html) and as a PDF for print and download.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { canAccess } from "../portal/access";
import { escapeHtml as e, formatAmount, formatDate, markup, url } from "../html";
import { messageThread } from "../portal/layout";
import { loginRedirect, renderPortalPage } from "../portal/page";
import { textPdf } from "../portal/pdf";
import { currentUser } from "../session";
import type { Row } from "../store";
import { renderFixture } from "./pages";
import { invoiceCheckoutForm } from "./payment";

const INVOICE_PAY_BUTTON = `<a href="#" role="button" class="btn btn-primary mb-2" data-bs-toggle="modal" data-bs-target="#pay_with"><i class="fa fa-fw fa-arrow-circle-right"></i> Pay Now</a>`;
const invoicePayModal = (invoice: Row, form: string) => `<div class="modal-dialog"><div class="modal-content">
<header class="modal-header"><h4 class="modal-title" id="pay_with_label">Pay with</h4><button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></header>
<div class="modal-body"><p>Pay <b>${e(formatAmount(invoice.amount_residual, invoice.currency))}</b> for ${e(invoice.name)}:</p>${form}</div></div></div>`;

const invoiceUrl = (invoice: Row, query: string) => `/my/invoices/${invoice.id}?access_token=${encodeURIComponent(invoice.access_token)}${query}`;
const isOpen = (invoice: Row) => invoice.payment_state !== "paid" && invoice.payment_state !== "in_payment" && invoice.move_type === "out_invoice";

function reportHtml(c: Context<AppEnv>, invoice: Row) {
  const lines = (invoice.lines ?? []) as Row[];
  const rows = lines
    .map((l) => `<tr><td>${e(l.name)}</td><td class="text-end">${e(l.quantity)}</td><td class="text-end">${e(formatAmount(l.price_unit, invoice.currency))}</td><td class="text-end">${e(formatAmount(l.quantity * l.price_unit, invoice.currency))}</td></tr>`)
    .join("\n");
  return renderFixture(c, "portal/invoice_report.html", {
    invoice_name: invoice.name,
    customer: invoice.partner_id?.[1] ?? "",
    invoice_date: formatDate(invoice.invoice_date),
    due_date: formatDate(invoice.invoice_date_due),
    origin: invoice.invoice_origin || "-",
    total: formatAmount(invoice.amount_total, invoice.currency),
    residual: formatAmount(invoice.amount_residual, invoice.currency),
    lines: markup(rows),
  });
}

function invoicePdf(c: Context<AppEnv>, invoice: Row) {
  const lines = ((invoice.lines ?? []) as Row[]).map((l) => `${l.name}  x${l.quantity}  ${formatAmount(l.quantity * l.price_unit, invoice.currency)}`);
  const pdf = textPdf([`Invoice ${invoice.name}`, ...lines, `Total: ${formatAmount(invoice.amount_total, invoice.currency)}`]);
  const disposition = c.req.query("download") ? "attachment" : "inline";
  return c.body(new Uint8Array(pdf), 200, { "Content-Type": "application/pdf", "Content-Disposition": `${disposition}; filename="${invoice.name.replace(/\//g, "_")}.pdf"` });
}

export function portalInvoiceRoutes(app: Hono<AppEnv>) {
  app.get("/my/invoices/:id{[0-9]+}", (c) => {
    const invoice = c.get("store").get("account.move", Number(c.req.param("id")));
    const user = currentUser(c);
    if (!invoice || !canAccess(c.get("store"), user, "account.move", invoice, c.req.query("access_token"))) return user ? c.redirect("/my") : loginRedirect(c);
    const reportType = c.req.query("report_type");
    if (reportType === "html") return reportHtml(c, invoice);
    if (reportType === "pdf") return invoicePdf(c, invoice);
    const due = isOpen(invoice)
      ? `<div class="small"><i class="fa fa-clock-o"></i> <span class="o_portal_sidebar_timeago ms-1" datetime="${e(invoice.invoice_date_due)}">${e(invoice.invoice_date_due)}</span></div>`
      : `<div class="small text-success"><i class="fa fa-check"></i> Paid</div>`;
    return renderPortalPage(c, "invoice.html", [["My Account", "/my"], ["Invoices", "/my"], [invoice.name]], {
      invoice_id: invoice.id,
      invoice_name: invoice.name,
      amount: formatAmount(isOpen(invoice) ? invoice.amount_residual : invoice.amount_total, invoice.currency),
      origin: invoice.invoice_origin || "-",
      html_url: url(invoiceUrl(invoice, "&report_type=html")),
      print_url: url(invoiceUrl(invoice, "&report_type=pdf")),
      download_url: url(invoiceUrl(invoice, "&report_type=pdf&download=true")),
      sidebar_due: markup(due),
      pay_button: markup(isOpen(invoice) ? INVOICE_PAY_BUTTON : ""),
      pay_modal: markup(isOpen(invoice) ? invoicePayModal(invoice, invoiceCheckoutForm(c, invoice)) : ""),
      chatter: messageThread("account.move", invoice.id, invoice.access_token),
    });
  });
}
