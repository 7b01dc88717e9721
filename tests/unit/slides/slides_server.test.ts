// The reference server's e-learning routes (spec 3 §7, §8 "E-learning").
import { describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../server_fetch";

async function call(server: TestServer, route: string, params: Record<string, unknown>) {
  const response = await server.fetch(route, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
  return (await response.json()) as { result?: any; error?: any };
}

describe("join and membership", () => {
  it("asks a public user to log in, joins a signed-in one once", async () => {
    const server = startTestServer();
    await server.installPageGlobals();
    expect((await call(server, "/slides/channel/join", { channel_id: 1 })).result).toEqual({ error: "public_user", error_signup_allowed: true });
    await server.login("portal");
    expect((await call(server, "/slides/channel/join", { channel_id: 1 })).result).toBe(true);
    expect((await call(server, "/slides/channel/join", { channel_id: 1 })).result).toEqual({ error: "join_done" });
    expect((await call(server, "/slides/channel/leave", { channel_id: 1 })).result).toBe(true);
    expect((await call(server, "/slides/channel/join", { channel_id: 1 })).result).toBe(true);
  });

  it("refuses joining an invite-only course; access is requested once", async () => {
    const server = startTestServer();
    await server.login("portal");
    expect((await call(server, "/slides/channel/join", { channel_id: 2 })).error.data.name).toBe("odoo.exceptions.AccessError");
    const request = () => call(server, "/web/dataset/call_kw/slide.channel/action_request_access", { model: "slide.channel", method: "action_request_access", args: [2], kwargs: {} });
    expect((await request()).result).toEqual({ done: true });
    expect((await request()).result).toEqual({ error: "You have already requested access to this course." });
  });
});

describe("votes", () => {
  it("answers each error code, then counts and takes back a vote", async () => {
    const server = startTestServer();
    await server.installPageGlobals();
    expect((await call(server, "/slides/slide/like", { slide_id: 3, upvote: true })).result.error).toBe("public_user");
    await server.login("portal");
    expect((await call(server, "/slides/slide/like", { slide_id: 3, upvote: true })).result.error).toBe("slide_access");
    expect((await call(server, "/slides/slide/like", { slide_id: 2, upvote: true })).result.error).toBe("channel_membership_required");
    await call(server, "/slides/channel/join", { channel_id: 1 });
    expect((await call(server, "/slides/slide/like", { slide_id: 3, upvote: true })).result).toEqual({ likes: 2, dislikes: 1, user_vote: 1 });
    expect((await call(server, "/slides/slide/like", { slide_id: 3, upvote: true })).result.error).toBe("vote_done");
    expect((await call(server, "/slides/slide/like", { slide_id: 3, upvote: false })).result).toEqual({ likes: 1, dislikes: 1, user_vote: 0 });
    server.store.write("slide.channel", 1, { karma_to_vote: 5 });
    expect((await call(server, "/slides/slide/like", { slide_id: 3, upvote: true })).result.error).toBe("channel_karma_required");
    server.store.write("slide.channel", 1, { allow_comment: false });
    expect((await call(server, "/slides/slide/like", { slide_id: 3, upvote: true })).result.error).toBe("channel_comment_disabled");
  });
});

describe("completion and quiz", () => {
  it("completes lessons of members and caps the course completion at 100", async () => {
    const server = startTestServer();
    await server.login("portal");
    expect((await call(server, "/slides/slide/set_completed", { slide_id: 2 })).error.data.message).toBe("You must be member of this course to complete its lessons.");
    await call(server, "/slides/channel/join", { channel_id: 1 });
    expect((await call(server, "/slides/slide/set_completed", { slide_id: 2 })).result).toEqual({ channel_completion: 17 });
    for (const id of [3, 4, 6, 7]) await call(server, "/slides/slide/set_completed", { slide_id: id });
    expect((await call(server, "/slides/slide/set_completed", { slide_id: 7 })).result).toEqual({ channel_completion: 83 });
  });

  it("corrects answers, gives karma with the rank's progress, refuses a done quiz, retakes", async () => {
    const server = startTestServer();
    await server.login("portal");
    await call(server, "/slides/channel/join", { channel_id: 1 });
    const quiz = (await call(server, "/slides/slide/quiz/get", { slide_id: 8 })).result;
    expect(quiz.slide_questions.map((q: any) => q.answer_ids.length)).toEqual([2, 2]);
    expect(JSON.stringify(quiz)).not.toContain("is_correct");
    expect(quiz.quiz_karma_gain).toBe(100);
    expect((await call(server, "/slides/slide/quiz/submit", { slide_id: 8, answer_ids: [1] })).result).toEqual({ error: "slide_quiz_incomplete" });
    const failed = (await call(server, "/slides/slide/quiz/submit", { slide_id: 8, answer_ids: [2, 4] })).result;
    expect(failed.completed).toBe(false);
    expect(failed.answers).toEqual({ 2: { is_correct: false, comment: "Sand drains too fast." }, 4: { is_correct: true, comment: "" } });
    const passed = (await call(server, "/slides/slide/quiz/submit", { slide_id: 8, answer_ids: [1, 4] })).result;
    expect(passed.completed).toBe(true);
    expect(passed.quizKarmaWon).toBe(70);
    expect(passed.rankProgress.level_up).toBe(true);
    expect(passed.rankProgress.previous_rank).toMatchObject({ karma: 0, lower_bound: 0, upper_bound: 50 });
    expect(passed.rankProgress.new_rank).toMatchObject({ karma: 70, lower_bound: 50, upper_bound: 500, progress: 4 });
    expect((await call(server, "/slides/slide/quiz/submit", { slide_id: 8, answer_ids: [1, 4] })).result).toEqual({ error: "slide_quiz_done" });
    expect((await call(server, "/slides/slide/quiz/reset", { slide_id: 8 })).result).toBe(true);
    expect((await call(server, "/slides/slide/quiz/submit", { slide_id: 8, answer_ids: [1, 4] })).result.quizKarmaWon).toBe(50);
  });

  it("keeps a public user's answers in the session through the login", async () => {
    const server = startTestServer();
    await server.installPageGlobals();
    expect((await call(server, "/slides/slide/quiz/submit", { slide_id: 8, answer_ids: [1, 4] })).result).toEqual({ error: "public_user" });
    await call(server, "/slides/slide/quiz/save_to_session", { quiz_answers: { slide_id: 8, slide_answers: [1, 4] } });
    await server.login("portal");
    await call(server, "/slides/channel/join", { channel_id: 1 });
    const page = await (await server.fetch("/slides/slide/test-yourself-8")).text();
    expect(page).toContain('data-session-answers="[1,4]"');
  });
});

describe("test hook", () => {
  it("puts the courses back as seeded", async () => {
    const server = startTestServer();
    await server.login("portal");
    await call(server, "/slides/channel/join", { channel_id: 1 });
    await call(server, "/slides/slide/quiz/submit", { slide_id: 8, answer_ids: [1, 4] });
    expect(server.store.get("res.users", 7)!.karma).toBe(100);
    expect((await server.fetch("/__test/slides/reset", { method: "POST" })).status).toBe(204);
    expect(server.store.all("slide.channel.partner")).toHaveLength(3);
    expect(server.store.all("slide.slide.partner")).toHaveLength(1);
    expect(server.store.get("res.users", 7)!.karma).toBe(0);
  });
});

describe("pages", () => {
  it("renders the course home, courses and a lesson of each type in fullscreen", async () => {
    const server = startTestServer();
    await server.login("demo");
    expect(await (await server.fetch("/slides")).text()).toContain("Composting Masterclass");
    const course = await (await server.fetch("/slides/1")).text();
    expect(course).toContain("o_wslides_js_channel_unsubscribe");
    expect(course).toContain('href="/slides/slide/soil-basics-3"');
    const fullscreen = await (await server.fetch("/slides/slide/soil-basics-3?fullscreen=1")).text();
    expect(fullscreen).toContain("o_wslides_fs_main");
    expect((fullscreen.match(/o_wslides_fs_sidebar_list_item/g) ?? []).length).toBe(6);
    expect((await server.fetch("/slides/media/lesson_document.pdf")).headers.get("content-type")).toBe("application/pdf");
    expect((await server.fetch("/slides/media/..%2Fseed")).status).toBe(404);
  });

  it("tags 'New' the lessons created less than 7 days ago (spec 3 §9)", async () => {
    const { NEW_LESSON_DAYS, isNewLesson } = await import("../../../server/slides/markup");
    expect(NEW_LESSON_DAYS).toBe(7);
    const now = Date.UTC(2026, 10, 27, 12);
    const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
    expect(isNewLesson({ id: 1, create_date: daysAgo(6.9) }, now)).toBe(true);
    expect(isNewLesson({ id: 1, create_date: daysAgo(7) }, now)).toBe(false);
    expect(isNewLesson({ id: 1 }, now)).toBe(false);
    const server = startTestServer();
    server.store.write("slide.slide", 3, { create_date: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    server.store.write("slide.slide", 4, { create_date: new Date(Date.now() - 8 * 86_400_000).toISOString() });
    const page = new DOMParser().parseFromString(await (await server.fetch("/slides/1")).text(), "text/html");
    const tagOf = (id: number) => page.querySelector(`.o_wslides_slides_list_slide[data-slide-id="${id}"] .o_wslides_slide_new`)?.textContent ?? null;
    expect(tagOf(3)).toBe("New");
    expect(tagOf(4)).toBeNull();
    expect(tagOf(2)).toBeNull();
  });

  it("escapes course and lesson names", async () => {
    const server = startTestServer();
    server.store.write("slide.slide", 2, { name: '<img src=x onerror="alert(1)">' });
    const page = await (await server.fetch("/slides/1")).text();
    expect(page).not.toContain("<img src=x");
  });
});

describe("resequence", () => {
  it("reorders a course's sections and lessons for editors only", async () => {
    const server = startTestServer();
    await server.login("portal");
    expect((await call(server, "/web/dataset/resequence", { model: "slide.slide", ids: [3, 2] })).error.data.name).toBe("odoo.exceptions.AccessError");
    await server.login("admin");
    expect((await call(server, "/web/dataset/resequence", { model: "res.users", ids: [2] })).error.data.message).toBe("The model 'res.users' cannot be reordered here.");
    expect((await call(server, "/web/dataset/resequence", { model: "slide.slide", ids: [3, 21] })).error.data.message).toBe("Records of different courses cannot be reordered together.");
    expect((await call(server, "/web/dataset/resequence", { model: "slide.slide", ids: [3, 2] })).result).toBe(true);
    expect([server.store.get("slide.slide", 3)!.sequence, server.store.get("slide.slide", 2)!.sequence]).toEqual([1, 2]);
  });

  it("files a lesson moved after another section under that section, as the platform does", async () => {
    const server = startTestServer();
    await server.login("admin");
    expect((await call(server, "/web/dataset/resequence", { model: "slide.slide", ids: [1, 2, 3, 5, 4, 6, 7, 8, 9] })).result).toBe(true);
    expect([2, 3, 4, 6].map((id) => server.store.get("slide.slide", id)!.category_id)).toEqual([1, 1, 5, 5]);
    expect((await call(server, "/web/dataset/resequence", { model: "slide.slide", ids: [1, 5, 4, 6, 7, 8, 9, 2, 3] })).result).toBe(true);
    expect([4, 2, 3].map((id) => server.store.get("slide.slide", id)!.category_id)).toEqual([5, 9, 9]);
  });
});

describe("tags", () => {
  it("lists tags and groups for editors, adds existing and new tags, refuses a new tag without a group", async () => {
    const server = startTestServer();
    await server.login("portal");
    expect((await call(server, "/slides/channel/tag/search_read", { fields: ["name"], domain: [] })).error.data.name).toBe("odoo.exceptions.AccessError");
    await server.login("admin");
    expect((await call(server, "/slides/channel/tag/search_read", { fields: ["name"], domain: [] })).result).toEqual({ can_create: true, read_results: [{ id: 1, name: "Beginner" }, { id: 2, name: "Advanced" }] });
    expect((await call(server, "/slides/channel/tag/group/search_read", { fields: ["name"], domain: [] })).result.read_results).toEqual([{ id: 1, name: "Level" }]);
    expect((await call(server, "/slides/channel/tag/add", { channel_id: 1, tag_id: [0, { name: "Organic" }], group_id: false })).result).toEqual({ error: "A new tag needs a tag group." });
    expect((await call(server, "/slides/channel/tag/add", { channel_id: 1, tag_id: false })).result).toEqual({ error: "A tag is required." });
    expect((await call(server, "/slides/channel/tag/add", { channel_id: 1, tag_id: 2 })).result).toEqual({ url: "/slides/1" });
    expect((await call(server, "/slides/channel/tag/add", { channel_id: 1, tag_id: [0, { name: "Organic" }], group_id: [0, { name: "Method" }] })).result).toEqual({ url: "/slides/1" });
    expect(server.store.get("slide.channel", 1)!.tag_ids).toEqual([1, 2, 3]);
    expect(server.store.get("slide.channel.tag", 3)).toMatchObject({ name: "Organic", group_id: 2 });
    expect((await call(server, "/slide_channel_tag/add", { tag_id: [0, { name: "Mulch" }], group_id: 1 })).result).toEqual({ tag_id: 4 });
  });
});

describe("quiz editing", () => {
  it("adds and updates questions for editors, escaping the markup it returns; corrections only for editors", async () => {
    const server = startTestServer();
    await server.login("portal");
    const payload = { existing_question_id: false, sequence: 3, question: "<b>Why?</b>", slide_id: 8, answer_ids: [{ sequence: 1, text_value: "Because", is_correct: true, comment: "" }] };
    expect((await call(server, "/slides/slide/quiz/question_add_or_update", payload)).error.data.name).toBe("odoo.exceptions.AccessError");
    await server.login("admin");
    const markup = (await call(server, "/slides/slide/quiz/question_add_or_update", payload)).result;
    expect(markup).toContain("&lt;b&gt;Why?&lt;/b&gt;");
    expect((await call(server, "/slides/slide/quiz/question_add_or_update", { ...payload, question: " " })).error.data.message).toBe("Please fill in the question");
    const quiz = (await call(server, "/slides/slide/quiz/get", { slide_id: 8 })).result;
    expect(quiz.slide_questions).toHaveLength(3);
    expect(quiz.slide_questions[0].answer_ids[0]).toMatchObject({ is_correct: true });
    const removed = await call(server, "/web/dataset/call_kw/slide.question/unlink", { model: "slide.question", method: "unlink", args: [[3]], kwargs: {} });
    expect(removed.result).toBe(true);
    expect(server.store.get("slide.question", 3)).toBeUndefined();
  });
});

describe("course reviews", () => {
  const review = (server: TestServer, value: number, message: string, resId = 1) =>
    call(server, "/mail/chatter_post", { res_model: "slide.channel", res_id: resId, message, rating_value: value, attachment_ids: [], attachment_tokens: [] });

  it("a member posts a review through /mail/chatter_post; the Reviews tab lists it escaped, with its count", async () => {
    const server = startTestServer();
    await server.login("demo");
    // demo is a French user: the page in English, chosen with the language switcher (the page's text is translated)
    await server.fetch("/website/lang/en?r=%2Fslides%2F1", { redirect: "manual" });
    const before = new DOMParser().parseFromString(await (await server.fetch("/slides/1")).text(), "text/html");
    expect(before.querySelector("#review .o_rating_popup_composer")!.getAttribute("data-res_model")).toBe("slide.channel");
    expect(before.querySelector("#review")!.textContent).toContain("No review yet.");
    expect((await review(server, 4.5, "Clear <b>and</b> useful")).result).toMatchObject({ default_rating_value: 4.5, default_message: "Clear <b>and</b> useful" });
    const html = await (await server.fetch("/slides/1")).text();
    expect(html).toContain("Clear &lt;b&gt;and&lt;/b&gt; useful");
    const after = new DOMParser().parseFromString(html, "text/html");
    expect(after.querySelectorAll("#review .o_wslides_course_review")).toHaveLength(1);
    expect(after.querySelector(".o_wslides_course_reviews_tab")!.getAttribute("data-rating-count")).toBe("1");
  });

  it("refuses a review from someone not in the course, and from a visitor", async () => {
    const server = startTestServer();
    await server.installPageGlobals();
    expect((await review(server, 4, "Nice")).error.data.message).toBe("You must be logged in to rate.");
    await server.login("portal");
    expect((await review(server, 4, "Nice")).error.data.message).toBe("Only the members of this course can review it.");
    const page = new DOMParser().parseFromString(await (await server.fetch("/slides/1")).text(), "text/html");
    expect(page.querySelector("#review .o_rating_popup_composer")).toBeNull();
  });
});

describe("follow a course", () => {
  it("/slides/channel/subscribe and /unsubscribe set a member's following flag; others are refused", async () => {
    const server = startTestServer();
    await server.login("demo");
    const membership = () => server.store.all("slide.channel.partner").find((m) => m.channel_id === 1 && m.partner_id === 7)!;
    expect((await call(server, "/slides/channel/unsubscribe", { channel_id: 1 })).result).toBe(true);
    expect(membership().following).toBe(false);
    expect((await call(server, "/slides/channel/subscribe", { channel_id: 1 })).result).toBe(true);
    expect(membership().following).toBe(true);
    await server.login("portal");
    expect((await call(server, "/slides/channel/subscribe", { channel_id: 1 })).error.data.message).toBe("You are not a member of this course.");
  });
});
