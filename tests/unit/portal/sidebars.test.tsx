// Sale order, invoice and purchase order sidebars (spec 2 §2, §5, §7) on the pages the reference
// server renders.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import invoiceSidebar, { fitFrame } from "../../../islands/portal/invoice_sidebar";
import purchaseDate, { DATE_ANSWER_UNREADABLE, DATE_NOT_SAVED } from "../../../islands/portal/purchase_date";
import { UNREACHABLE_SERVER } from "../../../src/kit/error_text";
import purchaseSidebar from "../../../islands/portal/purchase_sidebar";
import saleSidebar from "../../../islands/portal/sale_sidebar";
import { DAYS_OVERDUE, DUE_IN_DAYS, DUE_TODAY, dueLabel, daysFromToday, parseServerDate } from "../../../islands/portal/sidebar/due_labels";
import { inputQuantity } from "../../../islands/portal/sidebar/quote_lines";
import { buildMenu, headingText } from "../../../islands/portal/sidebar/side_menu";
import { makeTranslate } from "../../../src/runtime/translate";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { addFault } from "../../../server/faults";
import { $, $$, click, holdRequests, loadPage, notifications, settle, startPortal, text, type PortalHarness } from "./portal_harness";

let portal: PortalHarness;
afterEach(() => {
  vi.useRealTimers();
  portal?.stop();
  window.history.replaceState(null, "", "/runtime/public");
});
const _t = makeTranslate(new Map());
const updates = () => portal.server.requests.filter((r) => r.url === "/my/orders/1/update_line_dict");

describe("due-date labels", () => {
  it("says 'Due today', 'Due in N days' or 'N days overdue'", () => {
    expect([DUE_TODAY, DUE_IN_DAYS, DAYS_OVERDUE]).toEqual(["Due today", "Due in %s days", "%s days overdue"]);
    expect(dueLabel(0, _t)).toBe("Due today");
    expect(dueLabel(14, _t)).toBe("Due in 14 days");
    expect(dueLabel(-3, _t)).toBe("3 days overdue");
  });

  it("counts whole days from today, for dates and datetimes", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 21, 23, 30));
    expect(daysFromToday(parseServerDate("2026-11-21")!)).toBe(0);
    expect(daysFromToday(parseServerDate("2026-12-05 00:00:00")!)).toBe(14);
    expect(daysFromToday(parseServerDate("2026-11-18")!)).toBe(-3);
    expect(parseServerDate("soon")).toBeNull();
    expect(parseServerDate("2026-02-30")).toBeNull();
    // Across the change to winter time (Europe, 25 October 2026) a day is still a day.
    expect(daysFromToday(parseServerDate("2026-10-26")!, new Date(2026, 9, 24, 23, 30))).toBe(2);
  });

  it("labels the invoice's due date in the sidebar", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 21, 9, 0));
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/invoices/1");
    await portal.mount(invoiceSidebar);
    expect(text(".o_portal_sidebar_timeago")).toBe("Due in 14 days");
  });
});

describe("side menu", () => {
  it("takes text and em/b/i/u only, puts h3 under the h2 before it and skips empty headings", () => {
    document.body.innerHTML = `<div id="c"><h3>Orphan</h3><h2>Quotation <em>S1</em> <span class="badge">Draft</span></h2><h3>Pricing</h3><h2><span>only a badge</span></h2><h3>Terms</h3><h2>History</h2></div>`;
    expect(headingText($("h2")!)).toBe("Quotation S1");
    const menu = buildMenu($("#c")!);
    expect(menu.map((e) => [e.text, e.children.map((c) => c.text)])).toEqual([["Quotation S1", ["Pricing", "Terms"]], ["History", []]]);
    expect($("h2")!.id).toBe(menu[0].id);
    expect($("h2")!.getAttribute("data-anchor")).toBe("true");
  });

  it("is built in the sale order's sidebar from its h2/h3 headings", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/orders/1");
    await portal.mount(saleSidebar);
    expect($$(".bs-sidenav > li > a").map((a) => a.textContent)).toEqual(["Quotation S00021", "History"]);
    expect($$(".bs-sidenav ul a").map((a) => a.textContent)).toEqual(["Pricing", "Options", "Terms & Conditions"]);
    const link = $<HTMLAnchorElement>(".bs-sidenav ul a")!;
    expect(document.getElementById(link.getAttribute("href")!.slice(1))!.textContent).toBe("Pricing");
  });

  it("is built on the purchase order page", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/purchase/1");
    await portal.mount(purchaseSidebar);
    expect($$(".bs-sidenav a").map((a) => a.textContent)).toEqual(["Purchase Order P00004", "Pricing", "Terms & Conditions", "Communication"]);
  });
});

describe("sale order: modal and pay now", () => {
  it("opens the sign modal from its button, traps it and closes on Escape", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/orders/1");
    await portal.mount(saleSidebar);
    const modal = $("#modalaccept")!;
    await click($("[data-bs-target='#modalaccept']"));
    expect(modal.classList.contains("show")).toBe(true);
    expect(modal.getAttribute("aria-modal")).toBe("true");
    expect($(".modal-backdrop")).not.toBeNull();
    expect(modal.contains(document.activeElement)).toBe(true);
    await act(async () => {
      modal.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(modal.classList.contains("show")).toBe(false);
    expect($(".modal-backdrop")).toBeNull();
  });

  it("opens a modal of the 15 markup (data-toggle, data-target) and closes it from its data-dismiss button", async () => {
    portal = await startPortal("portal");
    document.body.innerHTML = `<div class="o_portal_sale_sidebar"><a role="button" class="btn btn-primary" data-toggle="modal" data-target="#modalaccept" href="#">Sign &amp; Pay</a>
<a href="#" class="o_plain_link">plain</a>
<div role="dialog" class="modal fade" id="modalaccept"><div class="modal-dialog"><div class="modal-content"><header class="modal-header"><h4 class="modal-title">Validate Order</h4>
<button type="button" class="close" data-dismiss="modal" aria-label="Close">&times;</button></header><div class="modal-body"><input name="x"></div></div></div></div></div>`;
    await portal.mount(saleSidebar);
    const modal = $("#modalaccept")!;
    await click($("[data-toggle='modal']"));
    expect(modal.classList.contains("show")).toBe(true);
    expect($(".modal-backdrop")).not.toBeNull();
    await click($("[data-dismiss='modal']"));
    expect(modal.classList.contains("show")).toBe(false);
    expect($(".modal-backdrop")).toBeNull();
    // A link naming no modal (href="#") opens nothing and breaks nothing.
    await click($(".o_plain_link"));
    expect($(".modal-backdrop")).toBeNull();
  });

  it("clicks 'pay now' when the hash says allow_payment=yes, then drops that hash state", async () => {
    portal = await startPortal("portal");
    portal.server.store.write("sale.order", 1, { signature: "iVBORw0KGgo=", signed_by: "Joel Willis" });
    await loadPage(portal.server, "/my/orders/1");
    window.history.replaceState(null, "", "/my/orders/1?message=sign_ok#allow_payment=yes&other=1");
    const clicked = vi.fn();
    $("#o_sale_portal_paynow")!.addEventListener("click", clicked);
    await portal.mount(saleSidebar);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect($("#modalaccept")!.classList.contains("show")).toBe(true);
    expect(window.location.hash).toBe("#other=1");
  });

  it("does not click 'pay now' without allow_payment=yes", async () => {
    portal = await startPortal("portal");
    portal.server.store.write("sale.order", 1, { signature: "iVBORw0KGgo=", signed_by: "Joel Willis" });
    await loadPage(portal.server, "/my/orders/1");
    window.history.replaceState(null, "", "/my/orders/1#allow_payment=no");
    await portal.mount(saleSidebar);
    expect($("#modalaccept")!.classList.contains("show")).toBe(false);
  });
});

describe("sale order: quote lines and options", () => {
  async function openOrder() {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/orders/1");
    await portal.mount(saleSidebar);
  }
  const typeQuantity = async (lineId: number, value: string) => {
    const input = $<HTMLInputElement>(`.js_quantity[data-line-id='${lineId}']`)!;
    input.value = value;
    await act(async () => {
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
  };

  it("sends a typed quantity, false for negative or non-numeric input, then reloads", async () => {
    expect([inputQuantity("3"), inputQuantity("-2"), inputQuantity("abc"), inputQuantity(""), inputQuantity("0")]).toEqual([3, false, false, false, 0]);
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openOrder();
    await typeQuantity(1, "5");
    expect(updates()[0].body.params).toEqual({ line_id: 1, input_quantity: 5, access_token: "4c2b8d1e-so21" });
    expect(portal.server.store.get("sale.order.line", 1)!.product_uom_qty).toBe(5);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("sends false for a negative quantity", async () => {
    vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openOrder();
    await typeQuantity(2, "-4");
    expect(updates()[0].body.params.input_quantity).toBe(false);
  });

  it("sends the remove and unlink flags of the line's links", async () => {
    vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openOrder();
    await click($("a.js_update_line_json[data-line-id='3'][data-remove]"));
    expect(updates()[0].body.params).toEqual({ line_id: 3, remove: true, unlink: false, access_token: "4c2b8d1e-so21" });
    expect(portal.server.store.get("sale.order.line", 3)!.product_uom_qty).toBe(3);
  });

  it("unlinks a line", async () => {
    vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openOrder();
    await click($("a.js_update_line_json[data-line-id='2'][data-unlink]"));
    expect(updates()[0].body.params).toMatchObject({ line_id: 2, unlink: true });
    expect(portal.server.store.get("sale.order.line", 2)).toBeUndefined();
  });

  it("adds an optional product and reloads", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openOrder();
    await click($("a.js_add_optional_products[data-option-id='1']"));
    const call = portal.server.requests.find((r) => r.url === "/my/orders/1/add_option/1")!;
    expect(call.body.params).toEqual({ access_token: "4c2b8d1e-so21" });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("keeps the page and says why when the update fails; the line works again", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openOrder();
    addFault({ match: "/my/orders/1/update_line_dict", kind: "502", times: 1 });
    await typeQuantity(1, "7");
    expect(reload).not.toHaveBeenCalled();
    expect(notifications()).toEqual(["The server could not be reached. Please check your connection and try again."]);
    expect($<HTMLInputElement>(".js_quantity[data-line-id='1']")!.value).toBe("7");
    expect($("tr[data-line-id='1']")!.classList.contains("pe-none")).toBe(false);
    await typeQuantity(1, "7");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openOrder();
    portal.server.store.write("sale.order", 1, { state: "sale" });
    await click($("a.js_add_optional_products[data-option-id='2']"));
    expect(notifications()).toEqual(["This order can no longer be changed."]);
  });

  it("ignores clicks while an update runs", async () => {
    vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openOrder();
    const release = holdRequests(portal.server, "/my/orders/1/update_line_dict");
    await click($("a.js_update_line_json[data-line-id='1']:not([data-remove])"));
    await click($("a.js_update_line_json[data-line-id='1']:not([data-remove])"));
    release();
    await settle();
    expect(updates()).toHaveLength(1);
  });
});

describe("invoice sidebar", () => {
  it("fits the embedded invoice to its content and removes the spinner", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/invoices/1");
    const frame = $<HTMLIFrameElement>("#invoice_html")!;
    const doc = document.implementation.createHTMLDocument("invoice");
    Object.defineProperty(frame, "contentDocument", { configurable: true, get: () => doc });
    doc.body.innerHTML = `<div id="wrapwrap">invoice</div>`;
    await portal.mount(invoiceSidebar);
    let height = 1234;
    Object.defineProperty(doc.querySelector("#wrapwrap")!, "scrollHeight", { configurable: true, get: () => height });
    await act(async () => {
      frame.dispatchEvent(new Event("load"));
    });
    expect(frame.style.height).toBe("1234px");
    // no longer held a screen tall by no_layout_shift.css: its height is its document's
    expect(frame.classList.contains("o_portal_html_fitted")).toBe(true);
    expect($(".o_portal_html_loader")!.classList.contains("d-none")).toBe(true);
    height = 900;
    await act(async () => {
      window.dispatchEvent(new Event("resize"));
    });
    expect(frame.style.height).toBe("900px");
    const unloaded = document.createElement("iframe");
    expect(fitFrame(unloaded)).toBe(false);
    expect(unloaded.classList.contains("o_portal_html_fitted")).toBe(false);
  });

  it("prints through a hidden frame loading the print link", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/invoices/1");
    await portal.mount(invoiceSidebar);
    const link = $<HTMLAnchorElement>(".o_portal_invoice_print")!;
    const href = link.getAttribute("href")!;
    expect(href).toBe("/my/invoices/1?access_token=b7e1c9d2-inv12&report_type=pdf");
    // happy-dom cannot load the PDF: the frame's creation is checked, the printing in Chromium.
    link.setAttribute("href", "");
    await click(link);
    const frame = $<HTMLIFrameElement>("#print_iframe_content")!;
    expect(frame.style.display).toBe("none");
    expect(frame.title).toBe("Print");
  });
});

describe("purchase order date", () => {
  const dateInput = () => $<HTMLInputElement>(".o-purchase-datetimepicker[name='1']")!;
  const change = async (value: string) => {
    dateInput().value = value;
    await act(async () => {
      dateInput().dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
  };
  async function openPurchase() {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/purchase/1");
    for (const input of $$(".o-purchase-datetimepicker")) await portal.mount(purchaseDate, input);
  }

  it("posts the line's form when its date changes", async () => {
    await openPurchase();
    await change("2026-12-24");
    const post = portal.server.requests.find((r) => r.url.startsWith("/my/purchase/1/update"))!;
    expect(post.url).toBe("/my/purchase/1/update?access_token=e3a4f5b6-po04");
    expect(post.body).toContain("1=2026-12-24");
    expect(portal.server.store.get("purchase.order.line", 1)!.date_planned).toBe("2026-12-24");
    expect(text("form:has(input[name='1']) .o_purchase_date_status")).toBe("Date saved.");
  });

  it("does not send an empty date and says so", async () => {
    await openPurchase();
    await change("");
    expect(portal.server.requests.some((r) => r.url.startsWith("/my/purchase/1/update"))).toBe(false);
    expect(text("form:has(input[name='1']) .o_purchase_date_status")).toBe("Please enter a valid date.");
    expect(dateInput().classList.contains("is-invalid")).toBe(true);
  });

  it("keeps the date and says it was not saved when the post fails", async () => {
    await openPurchase();
    addFault({ match: "/my/purchase/1/update", kind: "500-html", times: 1 });
    await change("2026-12-31");
    expect(text("form:has(input[name='1']) .o_purchase_date_status")).toBe("The date could not be saved. Please try again.");
    expect(dateInput().value).toBe("2026-12-31");
  });

  for (const [kind, message] of [
    ["malformed-json", DATE_ANSWER_UNREADABLE],
    ["not-rpc", DATE_ANSWER_UNREADABLE],
    ["network", UNREACHABLE_SERVER],
    ["502", DATE_NOT_SAVED],
  ] as const) {
    it(`says success only on the route's own answer: ${kind} shows the error and keeps the date`, async () => {
      await openPurchase();
      addFault({ match: "/my/purchase/1/update", kind, times: 1 });
      await change("2026-12-30");
      expect(text("form:has(input[name='1']) .o_purchase_date_status")).toBe(message);
      expect(dateInput().classList.contains("is-invalid")).toBe(true);
      expect(dateInput().value).toBe("2026-12-30");
      // Sent again, it is saved.
      await change("2026-12-30");
      expect(text("form:has(input[name='1']) .o_purchase_date_status")).toBe("Date saved.");
      expect(portal.server.store.get("purchase.order.line", 1)!.date_planned).toBe("2026-12-30");
    });
  }

  it("says an HTML page answered in place of the route's answer (a login page) is no success", async () => {
    await openPurchase();
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes("/update") ? new Response("<html><body>Login</body></html>", { status: 200, headers: { "Content-Type": "text/html" } }) : portal.server.fetch(input, init),
    );
    await change("2026-12-29");
    expect(text("form:has(input[name='1']) .o_purchase_date_status")).toBe(DATE_ANSWER_UNREADABLE);
  });

  it("posts one date at a time: a date changed meanwhile goes once the first is answered", async () => {
    await openPurchase();
    const release = holdRequests(portal.server, "http://localhost:8069/my/purchase/1/update");
    const sent = vi.mocked(fetch);
    await change("2026-12-20");
    await change("2026-12-21");
    await change("2026-12-22");
    expect(sent.mock.calls.filter(([url]) => String(url).includes("/update"))).toHaveLength(1);
    release();
    await settle();
    const posts = portal.server.requests.filter((r) => r.url.startsWith("/my/purchase/1/update"));
    expect(posts.map((p) => p.body)).toEqual([expect.stringContaining("1=2026-12-20"), expect.stringContaining("1=2026-12-22")]);
    expect(portal.server.store.get("purchase.order.line", 1)!.date_planned).toBe("2026-12-22");
    expect(text("form:has(input[name='1']) .o_purchase_date_status")).toBe("Date saved.");
  });
});
