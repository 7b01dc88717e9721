// Issue #31, slides: /slides/channel/subscribe from the page (spec 3 §2 "Subscribe/Notifications
// dialog with Save, Discard and 'or Leave the course'", §7 "POST /slides/channel/subscribe
// {channel_id}"): a member who no longer follows the course ticks the box and saves; the server
// follows them again and the page reloads.
import { act } from "react";
import { afterEach, expect, it, vi } from "vitest";
import courseUnsubscribe, { FOLLOW_LABEL, SUBSCRIBE_ROUTE } from "../../../islands/slides/course_unsubscribe";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, $$, click, loadPage, settle } from "../portal/portal_harness";
import { startSlides } from "./harness";

let slides: Awaited<ReturnType<typeof startSlides>>;
afterEach(() => {
  slides?.stop();
  vi.restoreAllMocks();
});

const DEMO_PARTNER = 7;
const membership = () => slides.server.store.all("slide.channel.partner").find((m) => m.channel_id === 1 && m.partner_id === DEMO_PARTNER)!;
const button = (label: string) => $$<HTMLButtonElement>(".o_wslides_course_unsubscribe_dialog button").find((b) => b.textContent === label)!;

it("a member who does not follow ticks 'Receive notifications…' and saves: POST /slides/channel/subscribe {channel_id}, then the page reloads", async () => {
  const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
  slides = await startSlides("demo");
  slides.server.store.write("slide.channel.partner", membership().id, { following: false });
  await loadPage(slides.server, "/slides/1");
  expect($(".o_wslides_js_channel_unsubscribe")!.getAttribute("data-is-follower")).toBe("False");
  await slides.mount(courseUnsubscribe);
  await click($(".o_wslides_js_channel_unsubscribe"));
  const box = $<HTMLInputElement>("#o_wslides_follow")!;
  expect($("label[for=o_wslides_follow]")!.textContent).toBe(FOLLOW_LABEL);
  expect(box.checked).toBe(false);
  await act(async () => box.click());
  await click(button("Save"));
  await settle();
  const sent = slides.server.requests.filter((r) => r.url === SUBSCRIBE_ROUTE);
  expect(SUBSCRIBE_ROUTE).toBe("/slides/channel/subscribe");
  expect(sent.map((r) => r.body.params)).toEqual([{ channel_id: 1 }]);
  expect(slides.server.requests.filter((r) => r.url === "/slides/channel/unsubscribe")).toHaveLength(0);
  expect(membership().following).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
});
