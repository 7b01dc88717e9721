// The forum's pure rules (spec 3 §4, §5, §8 "Forum"): vote blocks, flags, accepted answers, the karma warning.
import { describe, expect, it } from "vitest";
import { applyAccept, applyFavourite } from "../../../islands/forum/accept";
import { applyFlag } from "../../../islands/forum/flag";
import { karmaWarning } from "../../../islands/forum/karma_gate";
import { applyVote } from "../../../islands/forum/vote";

const _t = (s: string, ...args: unknown[]) => args.reduce<string>((text, arg) => text.replace("%s", String(arg)), s);

function voteBlock(canUp: boolean, canDown: boolean) {
  document.body.innerHTML = `<div class="vote"><button class="vote_up" data-can-upvote="${canUp}"></button><span class="vote_count">0</span><button class="vote_down" data-can-downvote="${canDown}"></button></div>`;
  return document.querySelector<HTMLElement>(".vote")!;
}
const $ = (s: string) => document.querySelector<HTMLButtonElement>(s)!;

describe("vote block", () => {
  it("disables up at 1 and down at -1, colours the count", () => {
    const block = voteBlock(true, true);
    applyVote(block, { user_vote: 1, vote_count: 3 });
    expect([$(".vote_up").disabled, $(".vote_down").disabled, $(".vote_count").textContent]).toEqual([true, false, "3"]);
    expect($(".vote_count").className).toContain("text-success");
    applyVote(block, { user_vote: -1, vote_count: 1 });
    expect([$(".vote_up").disabled, $(".vote_down").disabled]).toEqual([false, true]);
    expect($(".vote_count").className).toContain("text-danger");
    expect($(".vote_count").className).not.toContain("text-success");
  });

  it("locks the buttons at 0 when the user may not vote that way", () => {
    const block = voteBlock(true, false);
    applyVote(block, { user_vote: 0, vote_count: 0 });
    expect($(".vote_up").classList.contains("karma_required")).toBe(false);
    expect($(".vote_down").classList.contains("karma_required")).toBe(true);
    applyVote(block, { user_vote: 1, vote_count: 1 });
    expect($(".vote_down").classList.contains("karma_required")).toBe(false);
  });
});

describe("flags", () => {
  it("counts a moderator's flag and hides the answer of a member's", () => {
    document.body.innerHTML = `<span id="count_flagged_posts">2</span><div class="forum_answer d-flex"><button class="flag">Flag</button></div>`;
    applyFlag($(".flag"), "post_flagged_moderator", " Flagged");
    expect([$("#count_flagged_posts").textContent, $(".flag").textContent]).toEqual(["3", " Flagged"]);
    applyFlag($(".flag"), "post_flagged_non_moderator", " Flagged");
    expect($(".forum_answer").hidden).toBe(true);
    expect($(".forum_answer").classList.contains("d-none")).toBe(true);
  });
});

describe("accepted answer and favourite", () => {
  it("marks the one target as correct, or none", () => {
    document.body.innerHTML = ["a1", "a2"].map((id) => `<div class="forum_answer" id="${id}"><div class="o_wforum_validate_toggler o_wforum_answer_correct"><button class="accept_answer"><span class="o_wforum_accept_label"></span></button></div></div>`).join("");
    applyAccept(document.body, "#a2", true, _t);
    expect([...document.querySelectorAll(".o_wforum_answer_correct")].map((e) => e.parentElement!.id)).toEqual(["a2"]);
    expect(document.querySelector("#a2 .o_wforum_accept_label")!.textContent).toBe("Correct answer");
    applyAccept(document.body, "#a2", false, _t);
    expect(document.querySelectorAll(".o_wforum_answer_correct")).toHaveLength(0);
    expect(document.querySelector("#a2 .o_wforum_accept_label")!.textContent).toBe("Accept");
  });

  it("toggles the favourite star", () => {
    document.body.innerHTML = `<button class="favourite_question text-muted"></button>`;
    applyFavourite($(".favourite_question"), true);
    expect($(".favourite_question").getAttribute("aria-pressed")).toBe("true");
    expect($(".favourite_question").className).toContain("text-warning");
  });
});

describe("karma warning", () => {
  it("asks a visitor to log in and tells a member the karma needed, with the guidelines", () => {
    expect(karmaWarning(50, true, 1, _t)).toEqual({ title: "Access Denied", html: "Sorry you must be logged in to perform this action" });
    expect(karmaWarning(50, false, 1, _t)).toEqual({
      title: "Karma Error",
      html: '50 karma is required to perform this action. <a class="alert-link" href="/forum/1/faq">Read the guidelines to know how to gain karma.</a>',
    });
    expect(karmaWarning(50, false, null, _t).html).toBe("50 karma is required to perform this action.");
  });
});
