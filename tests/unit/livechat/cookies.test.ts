import { afterEach, describe, expect, it } from "vitest";
import { COOKIES, HISTORY_MAX_PAGES, SESSION_COOKIE_SECONDS } from "../../../contract/livechat/constants";
import {
  autoPopupAllowed,
  clearSessionCookie,
  forbidAutoPopup,
  readPageHistory,
  readPreviousOperator,
  readSessionCookie,
  recordPage,
  writePreviousOperator,
  writeSessionCookie,
} from "../../../islands/livechat/cookies";

const clearAll = () => Object.values(COOKIES).forEach((name) => (document.cookie = `${name}=;path=/;max-age=-1`));

describe("live chat cookies", () => {
  afterEach(clearAll);

  it("keeps the platform's cookie names and lifetimes", () => {
    expect(COOKIES).toEqual({ session: "im_livechat_session", history: "im_livechat_history", previousOperator: "im_livechat_previous_operator_pid", autoPopup: "im_livechat_auto_popup" });
    expect(SESSION_COOKIE_SECONDS).toBe(3600);
    expect(HISTORY_MAX_PAGES).toBe(15);
  });

  it("stores the session as JSON and refuses a cookie that is not one", () => {
    const session = { uuid: "u-1", id: 4, name: "Visitor, Mitchell", operator_pid: [3, "Mitchell"] as [number, string] };
    writeSessionCookie(session);
    expect(readSessionCookie()).toEqual(session);
    clearSessionCookie();
    expect(readSessionCookie()).toBeNull();
    document.cookie = "im_livechat_session=%7Bbroken;path=/";
    expect(readSessionCookie()).toBeNull();
    document.cookie = `im_livechat_session=${encodeURIComponent('{"uuid": 5}')};path=/`;
    expect(readSessionCookie()).toBeNull();
  });

  it("keeps the last 15 pages, not the same page twice in a row", () => {
    for (let i = 1; i <= 20; i++) recordPage(`/page/${i}`);
    recordPage("/page/20");
    const pages = readPageHistory();
    expect(pages).toHaveLength(15);
    expect(pages[0]).toBe("/page/6");
    expect(pages[14]).toBe("/page/20");
  });

  it("remembers the previous operator and whether auto-popup may open the chat", () => {
    expect(readPreviousOperator()).toBeNull();
    writePreviousOperator(3);
    expect(readPreviousOperator()).toBe(3);
    expect(autoPopupAllowed()).toBe(true);
    forbidAutoPopup();
    expect(autoPopupAllowed()).toBe(false);
  });
});
