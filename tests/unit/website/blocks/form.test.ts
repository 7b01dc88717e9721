import { afterEach, describe, expect, it, vi } from "vitest";
import { Settings } from "luxon";
import websiteForm, { SEND_BUTTON, submitUrl } from "../../../../islands/website/blocks/website_form";
import { FILE_TOO_LARGE, FILL_CORRECTLY, NOT_A_DATE, NOT_A_DATETIME, NOT_SENT, SENT } from "../../../../islands/website/blocks/form_fields";
import { FORM_DATE_FORMAT, FORM_DATETIME_FORMAT, formatDefaultDate, parseFormDate, serializeFormDate, serializeFormDateTime } from "../../../../islands/website/blocks/form_dates";
import { applyVisibility, FORM_INPUT_DEBOUNCE_MS, meets } from "../../../../islands/website/blocks/form_visibility";
import { checkFields, collectValues } from "../../../../islands/website/blocks/form_fields";
import { formDatesFor, formDatesForDefaults, loadFormDates } from "../../../../islands/website/blocks/form_date_loader";
import { ANCHOR_SCROLL_MS, anchorOnPage } from "../../../../islands/website/blocks/website_form";
import { PREFILL_FIELDS, fillInputs } from "../../../../islands/website/blocks/form_prefill";
import { mountBlock } from "./mount";

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

const formats = { date: "MM/dd/yyyy", datetime: "MM/dd/yyyy HH:mm:ss" };
const rule = (comparator: string, condition = "", between = "") => ({ comparator, condition, between });

afterEach(() => {
  vi.useRealTimers();
  Settings.defaultZone = "system";
});

describe("form texts and constants", () => {
  it("are the spec's", () => {
    expect(FILL_CORRECTLY).toBe("Please fill in the form correctly.");
    expect(NOT_SENT).toBe("An error has occured, the form has not been sent.");
    expect(FILE_TOO_LARGE).toBe("Uploaded file is too large.");
    expect(NOT_A_DATE).toBe("'%s' is not a correct date");
    expect(NOT_A_DATETIME).toBe("'%s' is not a correct datetime");
    expect(SENT).toBe("The form has been sent successfully.");
    expect(FORM_INPUT_DEBOUNCE_MS).toBe(400);
    expect(ANCHOR_SCROLL_MS).toBe(500);
    expect([FORM_DATE_FORMAT, FORM_DATETIME_FORMAT]).toEqual(["yyyy-MM-dd", "yyyy-MM-dd HH:mm:ss"]);
    expect(PREFILL_FIELDS).toEqual(["name", "phone", "email", "commercial_company_name"]);
  });
});

describe("form dates", () => {
  it("read strictly in the language's format, with or without zeros, years 1000 to 9999", () => {
    expect(parseFormDate("02/03/2027", formats.date)?.toISODate()).toBe("2027-02-03");
    expect(parseFormDate("2/3/2027", formats.date)?.toISODate()).toBe("2027-02-03");
    expect(parseFormDate("13/45/2027", formats.date)).toBeNull();
    expect(parseFormDate("2027-02-03", formats.date)).toBeNull();
    expect(parseFormDate("tomorrow", formats.date)).toBeNull();
    expect(parseFormDate("01/01/0999", formats.date)).toBeNull();
    expect(parseFormDate("01/01/1000", formats.date)).not.toBeNull();
    expect(parseFormDate("12/31/9999", formats.date)).not.toBeNull();
    expect(parseFormDate("03.02.2027", "dd.MM.yyyy")?.toISODate()).toBe("2027-02-03");
  });

  it("are sent as YYYY-MM-DD, datetimes in UTC", () => {
    Settings.defaultZone = "Europe/Brussels";
    expect(serializeFormDate(parseFormDate("2/3/2027", formats.date)!)).toBe("2027-02-03");
    expect(serializeFormDateTime(parseFormDate("11/24/2026 10:30:00", formats.datetime)!)).toBe("2026-11-24 09:30:00");
  });
});

describe("default dates", () => {
  it("show the saved unix time in the user's format, on the page and in the editor", async () => {
    Settings.defaultZone = "Europe/Brussels";
    expect(formatDefaultDate("1795168800", formats.datetime)).toBe("11/20/2026 11:00:00");
    expect(formatDefaultDate("11/20/2026", formats.date)).toBeNull();
    document.body.classList.add("editor_enable");
    document.body.innerHTML = `<section class="s_website_form"><form action="/website/form/" data-model_name="crm.lead">
      <div class="s_website_form_date"><input name="d" value="1795168800"/></div><a href="#" class="s_website_form_send">Send</a></form></section>`;
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await mountBlock(websiteForm, document.querySelector("form")!, { localization: { dateFormat: "MM/dd/yyyy", dateTimeFormat: "MM/dd/yyyy HH:mm:ss" }, session: { uid: false, csrfToken: "t" } });
    await settle();
    expect(document.querySelector<HTMLInputElement>("[name=d]")!.value).toBe("11/20/2026");
    document.querySelector<HTMLElement>(".s_website_form_send")!.click();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    document.body.classList.remove("editor_enable");
    vi.unstubAllGlobals();
  });
});

describe("conditional fields", () => {
  it("compare with every comparator", () => {
    expect(meets(["hello"], rule("contains", "ell"))).toBe(true);
    expect(meets(["hello"], rule("!contains", "ell"))).toBe(false);
    expect(meets(["a"], rule("equal", "a"))).toBe(true);
    expect(meets(["a"], rule("!equal", "a"))).toBe(false);
    expect(meets([""], rule("set"))).toBe(false);
    expect(meets([""], rule("!set"))).toBe(true);
    expect(meets(["10"], rule("greater", "9"))).toBe(true);
    expect(meets(["10"], rule("less", "9"))).toBe(false);
    expect(meets(["9"], rule("greater or equal", "9"))).toBe(true);
    expect(meets(["9"], rule("less or equal", "9"))).toBe(true);
    expect(meets(["1000"], rule("between", "1000", "5000"))).toBe(true);
    expect(meets(["5001"], rule("between", "1000", "5000"))).toBe(false);
    expect(meets(["5001"], rule("!between", "1000", "5000"))).toBe(true);
    expect(meets([], rule("fileSet"), 1)).toBe(true);
    expect(meets([], rule("!fileSet"), 0)).toBe(true);
    expect(meets(["a", "b"], rule("selected", "b"))).toBe(true);
    expect(meets(["a"], rule("!selected", "b"))).toBe(true);
  });

  it("settle a chain in one call and disable what they hide", () => {
    document.body.innerHTML = `<form>
      <div class="s_website_form_field"><input name="a" value="yes"/></div>
      <div class="s_website_form_field s_website_form_field_hidden_if d-none" id="b" data-visibility-dependency="a" data-visibility-comparator="equal" data-visibility-condition="yes"><input name="b" value="go"/></div>
      <div class="s_website_form_field s_website_form_field_hidden_if d-none" id="c" data-visibility-dependency="b" data-visibility-comparator="set"><input name="c"/></div></form>`;
    const form = document.querySelector("form")!;
    expect(applyVisibility(form)).toBeGreaterThan(1);
    expect(document.getElementById("c")!.classList.contains("d-none")).toBe(false);
    document.querySelector<HTMLInputElement>("[name=a]")!.value = "no";
    applyVisibility(form);
    expect(document.getElementById("b")!.classList.contains("d-none")).toBe(true);
    expect(document.getElementById("c")!.classList.contains("d-none")).toBe(true);
    expect(document.querySelector<HTMLInputElement>("[name=c]")!.disabled).toBe(true);
  });
});

describe("form fields", () => {
  it("loads the date reading only for forms with date fields", async () => {
    document.body.innerHTML = `<form id="plain"><input name="a"/></form><form id="dated"><div class="s_website_form_datetime"><input name="d"/></div></form>`;
    expect(await formDatesFor(document.getElementById("plain")!)).toBeNull();
    expect((await formDatesFor(document.getElementById("dated")!))?.parseFormDate).toBe(parseFormDate);
  });

  it("at start, loads the date reading only to show a default date", async () => {
    document.body.innerHTML = `<form id="empty"><div class="s_website_form_date"><input name="d"/></div></form><form id="preset"><div class="s_website_form_date"><input name="d" value="2026-11-27"/></div></form>`;
    expect(await formDatesForDefaults(document.getElementById("empty")!)).toBeNull();
    expect((await formDatesForDefaults(document.getElementById("preset")!))?.showDefaultDates).toBeTypeOf("function");
  });


  it("a required checkbox group is valid with one box checked; bad dates get their message", async () => {
    document.body.innerHTML = `<form>
      <input type="checkbox" name="t" value="1" required/><input type="checkbox" name="t" value="2" required/>
      <div class="s_website_form_date"><input name="d" value="13/45/2027"/></div>
      <div class="s_website_form_datetime"><input name="dt" value="1/2/2027 25:00:00"/></div></form>`;
    const form = document.querySelector("form")!;
    let errors = checkFields(form, formats, await loadFormDates());
    expect([...errors.values()]).toEqual(["", "", "'13/45/2027' is not a correct date", "'1/2/2027 25:00:00' is not a correct datetime"]);
    document.querySelector<HTMLInputElement>("[name=t][value='2']")!.checked = true;
    errors = checkFields(form, formats, await loadFormDates());
    expect(errors.size).toBe(2);
  });

  it("collects enabled values, joins same-name values, names files by index", async () => {
    document.body.innerHTML = `<form>
      <input name="a" value="x"/><input name="b" value="y" disabled/>
      <input type="checkbox" name="t" value="1" checked/><input type="checkbox" name="t" value="2"/><input type="checkbox" name="t" value="3" checked/>
      <input type="file" name="f"/><input type="file" name="g"/>
      <div class="s_website_form_date"><input name="d" value="2/3/2027"/></div></form>`;
    const form = document.querySelector("form")!;
    const file = new File(["hi"], "hi.txt");
    Object.defineProperty(form.querySelector("[name=g]")!, "files", { value: [file, file] });
    const values = collectValues(form, formats, await loadFormDates());
    expect(Object.keys(values).sort()).toEqual(["a", "d", "g[1][0]", "g[1][1]", "t"]);
    expect(values).toMatchObject({ a: "x", t: "1,3", d: "2027-02-03" });
  });

  it("posts to the action plus the forced action or model", () => {
    document.body.innerHTML = `<form action="/website/form/" data-model_name="crm.lead"></form><form action="/website/form" data-model_name="x" data-force_action="mail.mail"></form>`;
    const [a, b] = document.querySelectorAll("form");
    expect(submitUrl(a)).toBe("/website/form/crm.lead");
    expect(submitUrl(b)).toBe("/website/form/mail.mail");
  });

  it("prefills only empty inputs and finds anchors of this page", () => {
    document.body.innerHTML = `<form><input data-fill-with="name"/><input data-fill-with="email" value="kept@x.y"/></form><div id="done"></div>`;
    fillInputs(document.querySelector("form")!, { name: "Joel", email: "joel@x.y" });
    expect([...document.querySelectorAll("input")].map((i) => i.value)).toEqual(["Joel", "kept@x.y"]);
    expect(anchorOnPage("#done")).toBe(document.getElementById("done"));
    expect(anchorOnPage("/elsewhere#done")).toBeNull();
  });
});

describe("form island", () => {
  it("sends, shows the server's refusal and re-enables its button, keeping the values", async () => {
    document.body.innerHTML = `<section class="s_website_form"><form action="/website/form/" data-model_name="crm.lead" class="s_website_form_no_recaptcha">
      <div class="s_website_form_field"><input name="email_from" value="a@b"/></div>
      <a href="#" role="button" class="btn s_website_form_send">Submit</a><span id="s_website_form_result"></span></form></section>`;
    const form = document.querySelector("form")!;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error_fields: { email_from: "The email address is not valid." } }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await mountBlock(websiteForm, form, { localization: { dateFormat: "MM/dd/yyyy", dateTimeFormat: "MM/dd/yyyy HH:mm:ss" }, session: { uid: false, csrfToken: "tok" } });
    await settle();
    document.querySelector<HTMLElement>(SEND_BUTTON)!.click();
    await settle();
    expect(fetchMock).toHaveBeenCalledWith("/website/form/crm.lead", expect.objectContaining({ method: "POST" }));
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body.get("csrf_token")).toBe("tok");
    expect(body.has("recaptcha_token_response")).toBe(false);
    expect(document.querySelector("[name=email_from]")!.getAttribute("title")).toBe("The email address is not valid.");
    expect(document.getElementById("s_website_form_result")!.textContent).toBe(FILL_CORRECTLY);
    expect(document.querySelector(SEND_BUTTON)!.hasAttribute("disabled")).toBe(false);
    expect(document.querySelector<HTMLInputElement>("[name=email_from]")!.value).toBe("a@b");
    vi.unstubAllGlobals();
  });
});
