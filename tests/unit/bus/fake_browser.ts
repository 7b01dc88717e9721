// Several tabs of one browser inside one test: a shared storage whose changes reach the other
// tabs (as storage events do, after the writing code has run), a broadcast channel, and a poll
// answered by the reference server's bus in-process, with abort and the count of polls in flight.
import { ConnectionAbortedError, ConnectionLostError } from "../../../src/services/rpc_errors";
import { CrossTabBus, type TabMessage } from "../../../src/services/bus/cross_tab_bus";
import type { AbortablePromise, PollCall } from "../../../src/services/bus/poller";
import type { SharedStorage } from "../../../src/services/bus/shared_storage";
import type { TabBroadcast } from "../../../src/services/bus/tab_broadcast";
import type { BusNotification, PollParams } from "../../../src/services/bus/types";
import { ServerBus } from "../../../server/bus";
import { Store } from "../../../server/store";

type ChangeListener = (key: string, value: unknown) => void;

export class FakeBrowser {
  /** What the browser holds; each tab reads its own copy, updated after a write propagates. */
  readonly data = new Map<string, string>();
  private readonly views = new Map<number, Map<string, string>>();
  private readonly changeListeners = new Map<number, Set<ChangeListener>>();
  private readonly messageListeners = new Map<number, Set<(message: any) => void>>();
  private nextTab = 1;

  /** @param latency ms before a write reaches the other tabs (0: once the writing code has run). */
  constructor(private readonly latency = 0) {}

  newTabIndex(): number {
    return this.nextTab++;
  }

  /** Sets a value everywhere at once, without storage events (a test's set-up). */
  inject(key: string, value: unknown): void {
    const raw = JSON.stringify(value);
    this.data.set(key, raw);
    for (const view of this.views.values()) view.set(key, raw);
  }

  private view(tab: number): Map<string, string> {
    let view = this.views.get(tab);
    if (!view) this.views.set(tab, (view = new Map(this.data)));
    return view;
  }

  private readonly pending = new Map<number, Map<string, number>>();

  private pendingOf(tab: number): Map<string, number> {
    let pending = this.pending.get(tab);
    if (!pending) this.pending.set(tab, (pending = new Map()));
    return pending;
  }

  private later(callback: () => void): void {
    if (this.latency > 0) setTimeout(callback, this.latency);
    else queueMicrotask(callback);
  }

  storage(tab: number): SharedStorage {
    const own = this.view(tab);
    const write = (key: string, raw: string | null) => {
      if ((own.get(key) ?? null) === raw) return; // like localStorage: no event without a change
      if (raw === null) own.delete(key);
      else own.set(key, raw);
      const pending = this.pendingOf(tab);
      pending.set(key, (pending.get(key) ?? 0) + 1);
      this.later(() => {
        pending.set(key, pending.get(key)! - 1);
        if (raw === null) this.data.delete(key);
        else this.data.set(key, raw);
        for (const [other, view] of this.views) {
          if (other === tab) continue;
          // Like Chromium, a tab keeps its own value while its own write of the key is on the way.
          if (this.pendingOf(other).get(key)) continue;
          if (raw === null) view.delete(key);
          else view.set(key, raw);
          for (const listener of [...(this.changeListeners.get(other) ?? [])]) listener(key, raw === null ? null : JSON.parse(raw));
        }
      });
    };
    return {
      get: <T,>(key: string) => (own.has(key) ? (JSON.parse(own.get(key)!) as T) : null),
      set: (key, value) => write(key, JSON.stringify(value)),
      remove: (key) => write(key, null),
      keys: (prefix) => [...own.keys()].filter((key) => key.startsWith(prefix)),
      onChange: (listener) => {
        let set = this.changeListeners.get(tab);
        if (!set) this.changeListeners.set(tab, (set = new Set()));
        set.add(listener);
        return () => void set!.delete(listener);
      },
    };
  }

  broadcast<T>(tab: number): TabBroadcast<T> {
    return {
      post: (message) => {
        const copy = structuredClone(message);
        for (const [other, listeners] of this.messageListeners) {
          if (other === tab) continue;
          for (const listener of [...listeners]) queueMicrotask(() => listeners.has(listener) && listener(copy));
        }
      },
      onMessage: (listener) => {
        let set = this.messageListeners.get(tab);
        if (!set) this.messageListeners.set(tab, (set = new Set()));
        set.add(listener);
        return () => void set!.delete(listener);
      },
      close: () => void this.messageListeners.delete(tab),
    };
  }
}

/** A poll answered by a ServerBus in-process; abort() frees the held poll like a closed connection. */
export function serverPoll(server: ServerBus, calls: PollParams[] = []): PollCall {
  return (params) => {
    calls.push(structuredClone(params));
    const controller = new AbortController();
    const answer = new Promise<unknown>((resolve, reject) => {
      controller.signal.addEventListener("abort", () => reject(new ConnectionAbortedError()));
      server.poll(params, controller.signal).then(resolve, reject);
    }) as AbortablePromise<unknown>;
    answer.abort = () => controller.abort();
    return answer;
  };
}

/** A poll the test answers by hand: each call is kept with its resolve/reject. */
export class ScriptedPoll {
  readonly calls: { params: PollParams; resolve(value: unknown): void; reject(error: unknown): void; aborted: boolean }[] = [];
  readonly call: PollCall = (params) => {
    let resolve!: (value: unknown) => void;
    let reject!: (error: unknown) => void;
    const answer = new Promise<unknown>((res, rej) => {
      resolve = res;
      reject = rej;
    }) as AbortablePromise<unknown>;
    const entry = { params: structuredClone(params), resolve, reject, aborted: false };
    answer.abort = () => {
      entry.aborted = true;
      reject(new ConnectionAbortedError());
    };
    this.calls.push(entry);
    return answer;
  };
  get last() {
    return this.calls[this.calls.length - 1];
  }
  failLast(): void {
    this.last.reject(new ConnectionLostError("/longpolling/poll"));
  }
}

export function newServerBus(): ServerBus {
  return new ServerBus(new Store(":memory:"));
}

export interface FakeTab {
  index: number;
  bus: CrossTabBus;
  window: EventTarget;
  received: BusNotification[];
  /** Closes the tab the normal way (pagehide). */
  close(): void;
  /** The tab dies without a word: no more storage writes or events, its poll connection drops. */
  crash(): void;
}

/** Opens a tab whose bus records every notification it receives. */
export function openTab(browser: FakeBrowser, poll: PollCall, options: { random?: () => number } = {}): FakeTab {
  const index = browser.newTabIndex();
  const window = new EventTarget();
  let dead = false;
  const storage = browser.storage(index);
  const guarded: SharedStorage = {
    get: (key) => storage.get(key),
    set: (key, value) => void (dead || storage.set(key, value)),
    remove: (key) => void (dead || storage.remove(key)),
    keys: (prefix) => storage.keys(prefix),
    onChange: (listener) => storage.onChange((key, value) => dead || listener(key, value)),
  };
  const broadcast = browser.broadcast<TabMessage>(index);
  const inFlight = new Set<AbortablePromise<unknown>>();
  const guardedPoll: PollCall = (params) => {
    if (dead) {
      const never = new Promise<unknown>(() => {}) as AbortablePromise<unknown>;
      never.abort = () => {};
      return never;
    }
    const call = poll(params);
    inFlight.add(call);
    call.then(
      () => inFlight.delete(call),
      () => inFlight.delete(call),
    );
    return call;
  };
  const bus = new CrossTabBus({
    poll: guardedPoll,
    storage: guarded,
    broadcast: {
      post: (message) => void (dead || broadcast.post(message)),
      onMessage: (listener) => broadcast.onMessage((message) => dead || listener(message)),
      close: () => broadcast.close(),
    },
    window,
    random: options.random ?? (() => 0),
    tabId: `tab-${String(index).padStart(2, "0")}`,
  });
  const received: BusNotification[] = [];
  bus.onNotification((notification) => received.push(notification));
  return {
    index,
    bus,
    window,
    received,
    close: () => window.dispatchEvent(new Event("pagehide")),
    crash: () => {
      dead = true;
      for (const call of inFlight) call.abort();
    },
  };
}
