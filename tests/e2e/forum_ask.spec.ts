// The new-question form in Chromium against the reference server (spec 3 §5, §7, §9 "Forum"):
// the rich text editor, required title and body, tags with their limits, autocomplete and karma.
// Island: islands/forum/post_form.tsx (TagsInput.tsx, rich_text_editor.ts).
// Parts its flows go through: islands/forum/tag_rules.ts.
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.beforeEach(async ({ request }) => void (await request.post("/__test/forum/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

async function open(page: Page, user: string) {
  await login(page, user);
  await page.goto("/forum/1/ask");
  await islandsReady(page);
  await page.locator("textarea.load_editor").focus();
  await expect(page.locator(".o_wforum_editor .ql-editor")).toBeVisible();
}
const tagsBox = (page: Page) => page.locator(".o_wforum_tags_input");
const message = (page: Page) => page.locator(".o_wforum_tags_message");
const chips = (page: Page) => page.locator(".o_wforum_tag");

test("a blank title or body cancels the submit; a filled form posts a sanitized question with its tags", async ({ page }) => {
  await open(page, "demo");
  await page.getByRole("button", { name: "Post Your Question" }).click();
  await expect(page.locator("#post_name")).toHaveClass(/is-invalid/);
  await expect(page.locator(".o_wforum_editor")).toHaveClass(/border-danger/);
  await expect(page).toHaveURL(/\/forum\/1\/ask$/);
  await page.locator("#post_name").fill("Can I grow a cactus from seed?");
  await page.locator(".ql-editor").fill("It takes patience.");
  await tagsBox(page).pressSequentially("cac");
  await page.locator(".o_wforum_tag_suggestions li", { hasText: "cactus" }).click();
  await tagsBox(page).pressSequentially("germination,");
  await expect(chips(page)).toHaveText(["cactus", "germination *"]);
  await Promise.all([page.waitForURL(/\/forum\/1\/question\/\d+$/), page.getByRole("button", { name: "Post Your Question" }).click()]);
  await expect(page.locator("article.question h1")).toHaveText("Can I grow a cactus from seed?");
  await expect(page.locator("article.question .o_wforum_post_content")).toHaveText("It takes patience.");
  await expect(page.locator("article.question .badge")).toHaveText(["cactus", "germination"]);
});

test("tags: too short, a new one without karma, at most five; links and images need the editor's karma", async ({ page }) => {
  await open(page, "portal");
  await expect(page.locator(".ql-toolbar .ql-link")).toHaveCount(0);
  await tagsBox(page).pressSequentially("a ");
  await expect(message(page)).toHaveText("Please enter 2 or more characters");
  await tagsBox(page).pressSequentially("brandnew_");
  await expect(message(page)).toHaveText("You need 75 karma to create a new tag.");
  await expect(chips(page)).toHaveCount(0);
  await tagsBox(page).pressSequentially("cactus watering soil succulents ");
  await expect(chips(page)).toHaveCount(4);
  await login(page, "demo");
  await page.goto("/forum/1/ask");
  await islandsReady(page);
  await page.locator("textarea.load_editor").focus();
  await expect(page.locator(".ql-toolbar .ql-link")).toHaveCount(1);
  await tagsBox(page).pressSequentially("cactus watering soil succulents one two ");
  await expect(chips(page)).toHaveCount(5);
  await expect(message(page)).toHaveText("You can only select 5 items");
});

test("a malformed autocomplete answer is told and the typed text kept", async ({ page, request }) => {
  await open(page, "demo");
  await addFault(request, "/forum/get_tags", "malformed-json", 1);
  await tagsBox(page).pressSequentially("ca");
  await expect(message(page)).toHaveText("The tags could not be loaded. Type the tag again to retry.");
  await expect(tagsBox(page)).toHaveValue("ca");
  await tagsBox(page).pressSequentially("c");
  await expect(page.locator(".o_wforum_tag_suggestions li")).toHaveText(["cactus"]);
  await expect(message(page)).toHaveText("");
});
