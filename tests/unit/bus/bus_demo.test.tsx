// The bus demo island on a static copy of its fixture's marker, with the services of a page and
// the reference server in-process (fake timers for the election and the poll's hold).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import busDemo, { DEMO_SEND_ROUTE } from "../../../islands/runtime/bus_demo";
import { createEnv, type Env } from "../../../src/runtime/env";
import { mountIsland } from "../../../src/runtime/mount";
import { Registry } from "../../../src/runtime/registry";
import type { ServiceDefinition } from "../../../src/runtime/service";
import { startServices } from "../../../src/runtime/start_services";
import { makeTranslate } from "../../../src/runtime/translate";
import { busService } from "../../../src/services/bus";
import { ELECTION_SETTLE_DELAY } from "../../../src/services/bus/timings";
import { rpcService } from "../../../src/services/rpc";
import { sessionService } from "../../../src/services/session";
import { busOf } from "../../../server/bus";
import { addFault, clearFaults } from "../../../server/faults";
import { startTestServer, type TestServer } from "../server_fetch";

const FIXTURE = `<div class="o_bus_demo" data-channels='["lobby"]'><div class="alert">The live demo of the bus needs JavaScript.</div></div>`;

describe("bus demo island", () => {
  let server: TestServer;
  let env: Env;
  let unmount: () => void;

  const host = () => document.querySelector<HTMLElement>(".o_bus_demo")!;
  const $ = <T extends Element = HTMLElement>(selector: string) => host().querySelector<T>(selector);
  const text = (selector: string) => $(selector)?.textContent ?? null;
  const settle = async (ms = 0) => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  const type = (input: HTMLInputElement, value: string) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  const sendForm = () => $<HTMLFormElement>(".o_bus_demo_send")!;
  const messageInput = () => sendForm().querySelector<HTMLInputElement>("input")!;
  const polls = () => server.requests.filter((request) => request.url === "/longpolling/poll");

  async function mount(html = FIXTURE) {
    document.body.innerHTML = html;
    const mounted = mountIsland(env, busDemo, host());
    await settle();
    unmount = await mounted;
  }

  beforeEach(async () => {
    server = startTestServer();
    await server.installPageGlobals();
    vi.useFakeTimers({ now: 7_000_000, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    env = createEnv();
    env.setTranslate(makeTranslate(new Map()));
    const registry = new Registry<ServiceDefinition<any, any>>();
    registry.add("session", sessionService).add("rpc", rpcService).add("bus", busService);
    await startServices(env, registry);
  });
  afterEach(() => {
    unmount?.();
    (env.services.bus as { destroy(): void }).destroy();
    clearFaults();
    vi.useRealTimers();
  });

  it("replaces the no-JS text, listens to the page's channel and shows this tab's role", async () => {
    await mount();
    expect(host().textContent).not.toContain("needs JavaScript");
    expect([...host().querySelectorAll("[data-channel]")].map((el) => el.getAttribute("data-channel"))).toEqual(["lobby"]);
    await settle(ELECTION_SETTLE_DELAY);
    expect($(".o_bus_demo_role")!.dataset.role).toBe("master");
    expect(text(".o_bus_demo_role")).toBe("Master");
    expect(host().textContent).toContain("This tab polls the server for every tab.");
    expect(polls()[0].body.params.channels).toEqual(["lobby"]);
  });

  it("lists received notifications with their ids, the text escaped", async () => {
    await mount();
    await settle(ELECTION_SETTLE_DELAY);
    const id = busOf(server.store).send("lobby", { type: "bus_demo/message", payload: { channel: "lobby", text: "<img src=x onerror=alert(1)>", author: "Ann" } });
    const other = busOf(server.store).send("lobby", { type: "other/type", payload: { a: 1 } });
    await settle();
    const items = [...host().querySelectorAll<HTMLElement>("[data-notification-id]")];
    expect(items.map((item) => Number(item.dataset.notificationId))).toEqual([id, other]);
    expect(items[0].textContent).toBe(`#${id}Ann (lobby): <img src=x onerror=alert(1)>`);
    expect(items[0].querySelector("img")).toBeNull();
    expect(items[1].textContent).toBe(`#${other}other/type {"a":1}`);
    expect(text(".o_bus_demo_count")).toBe("2");
    expect($(".o_bus_demo_received")!.getAttribute("aria-live")).toBe("polite");
  });

  it("sends a message through the server; it comes back through the bus", async () => {
    await mount();
    await settle(ELECTION_SETTLE_DELAY);
    type(messageInput(), "Hello tabs");
    submit(sendForm());
    await settle();
    const sent = server.requests.filter((request) => request.url === DEMO_SEND_ROUTE);
    expect(sent.map((request) => request.body.params)).toEqual([{ channel: "lobby", text: "Hello tabs" }]);
    expect(text(".o_bus_demo_feedback")).toBe("Sent to lobby.");
    expect(messageInput().value).toBe("");
    expect(text("[data-notification-id]")).toMatch(/Public user \(lobby\): Hello tabs$/);
  });

  it("an empty message is refused with a clear message and no request", async () => {
    await mount();
    type(messageInput(), "   ");
    submit(sendForm());
    await settle();
    expect(text(".o_bus_demo_feedback")).toBe("Write a message to send.");
    expect($(".o_bus_demo_feedback")!.getAttribute("role")).toBe("alert");
    expect(server.requests.filter((request) => request.url === DEMO_SEND_ROUTE)).toEqual([]);
  });

  it("a server that cannot be reached keeps the text for another try", async () => {
    await mount();
    addFault({ match: DEMO_SEND_ROUTE, kind: "502", times: 1 });
    type(messageInput(), "Keep me");
    submit(sendForm());
    await settle();
    expect(text(".o_bus_demo_feedback")).toBe("The message could not be sent: the server could not be reached");
    expect(messageInput().value).toBe("Keep me");
    submit(sendForm());
    await settle();
    expect(text(".o_bus_demo_feedback")).toBe("Sent to lobby.");
  });

  it("a server refusal shows the server's message and keeps the text", async () => {
    await mount();
    type(messageInput(), "x".repeat(501));
    submit(sendForm());
    await settle();
    expect(text(".o_bus_demo_feedback")).toBe("The message could not be sent: A message has at most 500 characters.");
    expect(messageInput().value).toHaveLength(501);
  });

  it("adds a channel (checked) to the poll, and removing every channel takes the tab out of the bus", async () => {
    await mount();
    await settle(ELECTION_SETTLE_DELAY);
    const form = $<HTMLFormElement>(".o_bus_demo_add_channel")!;
    const input = form.querySelector<HTMLInputElement>("input")!;
    type(input, "bad name!");
    submit(form);
    await settle();
    expect(form.querySelector("[role=alert]")!.textContent).toBe("A channel name has 1 to 64 letters, digits, dots, colons, dashes or underscores.");
    expect(input.value).toBe("bad name!");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    type(input, "news");
    submit(form);
    await settle();
    expect([...host().querySelectorAll("[data-channel]")].map((el) => el.getAttribute("data-channel"))).toEqual(["lobby", "news"]);
    expect(polls().at(-1)!.body.params.channels).toEqual(["lobby", "news"]);
    for (const button of [...host().querySelectorAll<HTMLButtonElement>("[data-channel] button")]) {
      expect(button.getAttribute("aria-label")).toMatch(/^Stop listening to (lobby|news)$/);
      button.click();
      await settle();
    }
    expect($(".o_bus_demo_role")!.dataset.role).toBe("off");
    expect(text(".o_bus_demo_role")).toBe("Not connected");
  });

  it("shows the wait before the next poll after a failure", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.05);
    addFault({ match: "/longpolling/poll", kind: "502", times: 1 });
    await mount();
    await settle(ELECTION_SETTLE_DELAY);
    expect(text(".o_bus_demo_retry")).toBe("The server did not answer; polling again in 12 s.");
    await settle(5000);
    expect(text(".o_bus_demo_retry")).toBe("The server did not answer; polling again in 7 s.");
    await settle(7000);
    expect($(".o_bus_demo_retry")).toBeNull();
  });

  it("a bad data-channels attribute warns and falls back to the lobby", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await mount(`<div class="o_bus_demo" data-channels='{"not": "a list"}'></div>`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('runtime.bus_demo: bad attribute data-channels'));
    expect([...host().querySelectorAll("[data-channel]")].map((el) => el.getAttribute("data-channel"))).toEqual(["lobby"]);
  });

  it("unmounting the island (stop(root)) takes the tab out of the bus", async () => {
    await mount();
    await settle(ELECTION_SETTLE_DELAY);
    expect((env.services.bus as { state: { get(): { role: string } } }).state.get().role).toBe("master");
    unmount();
    await settle();
    expect((env.services.bus as { state: { get(): { role: string } } }).state.get().role).toBe("off");
    expect(host().textContent).toContain("needs JavaScript");
  });
});
