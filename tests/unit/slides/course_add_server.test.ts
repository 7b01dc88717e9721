// Issue #31, guided tour: New → Course's form post (/slides/channel/add) on the reference server:
// course editors only, the csrf token checked, a new unpublished course that its editors see.
import { afterEach, describe, expect, it, vi } from "vitest";
import { startTestServer } from "../server_fetch";

afterEach(() => vi.unstubAllGlobals());

const post = (server: ReturnType<typeof startTestServer>, form: Record<string, string>) =>
  server.fetch("/slides/channel/add", { method: "POST", body: new URLSearchParams({ csrf_token: (window as any).odoo.csrf_token, ...form }) });

describe("/slides/channel/add", () => {
  it("creates an editor's course, unpublished, and sends the browser to it", async () => {
    const server = startTestServer();
    await server.login("admin", "admin");
    expect((await post(server, { name: "Bees", csrf_token: "wrong" })).status).toBe(400);
    expect((await post(server, { name: "  " })).status).toBe(400);
    const created = await post(server, { name: " Beekeeping ", description: "Hives and honey." });
    expect(created.status).toBe(303);
    const course = server.store.all("slide.channel").find((c) => c.name === "Beekeeping")!;
    expect(course).toMatchObject({ description: "Hives and honey.", is_published: false, enroll: "public" });
    expect(created.headers.get("location")).toBe(`/slides/${course.id}`);
    expect((await server.fetch(`/slides/${course.id}`)).status).toBe(200);
    expect(await (await server.fetch("/slides")).text()).toContain("Beekeeping");
  });

  it("refuses visitors and portal users; they do not see an unpublished course", async () => {
    const server = startTestServer();
    await server.installPageGlobals();
    expect((await post(server, { name: "Bees" })).status).toBe(403);
    await server.login("portal", "portal");
    expect((await post(server, { name: "Bees" })).status).toBe(403);
    expect(server.store.all("slide.channel").some((c) => c.name === "Bees")).toBe(false);
    const hidden = server.store.create("slide.channel", { name: "Draft course", is_published: false, enroll: "public" });
    expect((await server.fetch(`/slides/${hidden.id}`)).status).toBe(404);
    expect(await (await server.fetch("/slides")).text()).not.toContain("Draft course");
  });
});
