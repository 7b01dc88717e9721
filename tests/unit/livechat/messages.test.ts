import { describe, expect, it } from "vitest";
import { GROUP_WINDOW_MS, type ChatMessage } from "../../../contract/livechat/constants";
import { asksFeedback, authorIdOf, mergeMessages, readMessage, startsGroup } from "../../../islands/livechat/messages";

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds)).toISOString();
const message = (id: number, author: [number, string] | false, date = at(0), body = `m${id}`): ChatMessage => ({
  id,
  body,
  date,
  author_id: author,
  attachment_ids: [],
  message_type: "comment",
  is_discussion: true,
  is_notification: false,
});
const ann: [number, string] = [7, "Ann"];

describe("live chat messages", () => {
  it("keeps each message once, in id order, an edit replacing the body", () => {
    const merged = mergeMessages([message(3, ann), message(1, ann)], [message(2, false), message(3, ann, at(0), "edited"), message(1, ann)]);
    expect(merged.map((m) => [m.id, m.body])).toEqual([
      [1, "m1"],
      [2, "m2"],
      [3, "edited"],
    ]);
  });

  it("groups messages of one author within a minute", () => {
    expect(GROUP_WINDOW_MS).toBe(60_000);
    expect(startsGroup(undefined, message(1, ann))).toBe(true);
    expect(startsGroup(message(1, ann, at(0)), message(2, ann, at(59)))).toBe(false);
    expect(startsGroup(message(1, ann, at(0)), message(2, ann, at(61)))).toBe(true);
    expect(startsGroup(message(1, ann, at(0)), message(2, false, at(1)))).toBe(true);
    expect(startsGroup(message(1, false, at(0)), message(2, false, at(1)))).toBe(false);
  });

  it("reads messages off the wire, dropping malformed ones", () => {
    expect(readMessage({ id: 4, body: "<p>x</p>", date: at(0), author_id: [3, "Mitchell"] })).toEqual({ ...message(4, [3, "Mitchell"], at(0), "<p>x</p>") });
    expect(readMessage({ id: 4, body: "x", date: at(0), author_id: false })!.author_id).toBe(false);
    expect(authorIdOf(readMessage({ id: 4, body: "x", date: at(0), author_id: "3" })!)).toBeNull();
    for (const bad of [null, "x", { id: "4", body: "x", date: at(0) }, { id: 4, date: at(0) }, { id: 4, body: "x" }]) expect(readMessage(bad)).toBeNull();
  });
});

describe("feedback on closing", () => {
  const message = (id: number, is_notification: boolean): ChatMessage =>
    ({ id, body: "x", date: "2026-11-27 10:00:00", author_id: false, attachment_ids: [], message_type: "comment", is_discussion: true, is_notification }) as ChatMessage;
  it("is asked only when a real message was exchanged: notifications are ignored", () => {
    expect(asksFeedback([])).toBe(false);
    expect(asksFeedback([message(1, true), message(2, true)])).toBe(false);
    expect(asksFeedback([message(1, true), message(2, false)])).toBe(true);
  });
});
