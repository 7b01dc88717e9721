// A forum question in Chromium against the reference server (spec 3 §4, §5, §8 "Forum"): votes,
// karma-locked controls, flags, the accepted answer, favourites, comments and the welcome banner.
// Islands: islands/forum/forum_page.tsx (post_actions.tsx, karma_gate.tsx).
// Parts its flows go through: islands/forum/hover_boxes.tsx (tag follow box, user bio).
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.beforeEach(async ({ request }) => void (await request.post("/__test/forum/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

const QUESTION = "/forum/1/question/1";
async function open(page: Page, path = QUESTION) {
  await page.goto(path);
  await islandsReady(page);
}
const toast = (page: Page) => page.locator(".o_notification");
const question = (page: Page) => page.locator("article.question");
const answer = (page: Page, id: number) => page.locator(`#answer-${id}`);

test("a member votes up then down; a vote on their own answer is refused", async ({ page }) => {
  await login(page, "demo");
  await open(page);
  const up = question(page).locator(".vote_up");
  const down = question(page).locator(".vote_down");
  const count = question(page).locator(".vote_count");
  // demo's upvote is seeded: the up button is disabled at 1
  await expect(up).toBeDisabled();
  await down.click();
  await expect(count).toHaveText("1");
  await expect(up).toBeEnabled();
  await down.click();
  await expect(count).toHaveText("0");
  await expect(down).toBeDisabled();
  await expect(count).toHaveClass(/text-danger/);
  await open(page);
  await expect(question(page).locator(".vote_count")).toHaveText("0");
  await answer(page, 3).locator(".vote_up").click();
  await expect(toast(page)).toContainText("Sorry, you cannot vote for your own posts");
  await expect(answer(page, 3).locator(".vote_count")).toHaveText("0");
});

test("a failed vote leaves the count and says so", async ({ page, request }) => {
  await login(page, "demo");
  await open(page);
  await addFault(request, "/forum/1/post/2/upvote", "502", 1);
  await answer(page, 2).locator(".vote_up").click();
  await expect(toast(page)).toContainText("The server could not be reached: nothing was changed. Try again.");
  await expect(answer(page, 2).locator(".vote_count")).toHaveText("1");
  await answer(page, 2).locator(".vote_up").click();
  await expect(answer(page, 2).locator(".vote_count")).toHaveText("2");
});

test("karma-locked controls explain themselves to a visitor and to a low-karma member", async ({ page }) => {
  await open(page);
  await question(page).locator(".vote_up").click();
  await expect(toast(page)).toContainText("Access Denied");
  await expect(toast(page)).toContainText("Sorry you must be logged in to perform this action");
  await login(page, "portal");
  await open(page);
  await answer(page, 3).locator(".vote_up").click();
  await expect(toast(page)).toContainText("Karma Error");
  await expect(toast(page)).toContainText("50 karma is required to perform this action.");
  await expect(toast(page).locator("a")).toHaveAttribute("href", "/forum/1/faq");
  await expect(answer(page, 3).locator(".vote_count")).toHaveText("0");
});

test("a moderator's flag is counted; a member's flag hides the answer, a second is refused", async ({ page, browser }) => {
  await login(page, "admin");
  await open(page);
  await expect(page.locator("#count_flagged_posts")).toHaveText("0");
  await answer(page, 3).locator(".flag").click();
  await expect(answer(page, 3).locator(".flag")).toHaveText("Flagged");
  await expect(page.locator("#count_flagged_posts")).toHaveText("1");
  const member = await browser.newPage();
  await login(member, "demo");
  await open(member);
  await answer(member, 2).locator(".flag").click();
  await expect(answer(member, 2)).toBeHidden();
  await open(member);
  await answer(member, 2).locator(".flag").click();
  await expect(toast(member)).toContainText("This post is already flagged");
  await member.close();
});

test("the question's author accepts an answer, then another, then none", async ({ page }) => {
  await login(page, "portal");
  await open(page);
  await answer(page, 2).locator(".accept_answer").click();
  await expect(answer(page, 2).locator(".o_wforum_validate_toggler")).toHaveClass(/o_wforum_answer_correct/);
  await answer(page, 3).locator(".accept_answer").click();
  await expect(answer(page, 3).locator(".accept_answer")).toHaveText("Correct answer");
  await expect(answer(page, 2).locator(".o_wforum_validate_toggler")).not.toHaveClass(/o_wforum_answer_correct/);
  await answer(page, 3).locator(".accept_answer").click();
  await expect(answer(page, 3).locator(".accept_answer")).toHaveText("Accept");
  await open(page);
  await expect(page.locator(".o_wforum_answer_correct")).toHaveCount(0);
});

test("a visitor cannot choose the correct answer; favourites, comments and the banner", async ({ page }) => {
  await open(page);
  await answer(page, 2).locator(".accept_answer").click();
  await expect(toast(page)).toContainText("Sorry, anonymous users cannot choose correct answer.");
  await page.locator(".js_close_intro").click();
  await expect(page.locator(".forum_intro")).toHaveCount(0);
  await open(page);
  await expect(page.locator(".forum_intro")).toHaveCount(0);
  await login(page, "demo");
  await open(page);
  const star = page.locator(".favourite_question");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await question(page).locator(".comment_delete").click();
  await expect(question(page).locator(".o_wforum_post_comment")).toHaveCount(0);
  await open(page);
  await expect(question(page).locator(".o_wforum_post_comment")).toHaveCount(0);
});

test("a tag's follow box and an author's bio show on hover", async ({ page }) => {
  await open(page);
  await page.locator(".o_js_forum_tag_follow a", { hasText: "cactus" }).hover();
  await expect(page.locator(".o_forum_tag_follow_box").first()).toHaveText("1 question tagged cactus");
  await answer(page, 2).locator(".o_forum_user_info").first().hover();
  await expect(answer(page, 2).locator(".o_forum_user_bio_expand").first()).toHaveText("Mitchell Admin · 2500 karma");
});
