// The cross-tab bus of one tab: the channels its islands listen to, the election between tabs,
// the long poll (master only) and the hand-over of notifications to every tab, each exactly once.
//
// A tab takes part only while some island listens to a channel: a page without bus users never
// joins the election, never writes to storage and never polls. The tab leaves when its last
// channel goes (islands stopped by `stop(root)`) or when the page is hidden (pagehide), and comes
// back when the page is shown again from the back-forward cache.
import { atom, type WritableAtom } from "nanostores";
import { TabElection } from "./election";
import { readLastId, writeLastId } from "./last_id";
import { LongPoller, type PollCall } from "./poller";
import { Presence } from "./presence";
import type { SharedStorage } from "./shared_storage";
import type { TabBroadcast } from "./tab_broadcast";
import type { BusMessage, BusNotification, PayloadOf, PollParams } from "./types";

export type TabMessage = { type: "notifications"; notifications: BusNotification[] };

export interface BusState {
  tabId: string;
  /** off: not taking part (no channel); master: this tab polls for all; follower: another tab polls. */
  role: "off" | "master" | "follower";
  /** The poll of this tab (master only): polling, waiting to retry after a failure, or stopped. */
  status: "stopped" | "polling" | "retrying";
  retryAt: number | null;
  lastError: string | null;
  /** This tab's channels. */
  channels: string[];
  /** The channels of the poll in flight (every tab's channels), master only. */
  pollChannels: string[];
  /** The id of the last notification handed to this tab's listeners. */
  lastId: number;
}

export interface CrossTabBusOptions {
  poll: PollCall;
  storage: SharedStorage;
  broadcast: TabBroadcast<TabMessage>;
  /** Where activity (presence) and page lifecycle events (pagehide, pageshow) are listened to. */
  window: EventTarget;
  random?: () => number;
  tabId?: string;
}

export type NotificationHandler = (notification: BusNotification) => void;

export class CrossTabBus {
  readonly state: WritableAtom<BusState>;
  private readonly election: TabElection;
  private readonly poller: LongPoller;
  private readonly presence: Presence;
  private readonly channelCounts = new Map<string, number>();
  private readonly handlers = new Set<NotificationHandler>();
  private delivered = 0;
  private last = 0;
  private pageShown = true;
  private updateScheduled = false;
  private stopBroadcast: (() => void) | null = null;
  private readonly onPageHide = () => {
    this.pageShown = false;
    this.update();
  };
  private readonly onPageShow = () => {
    this.pageShown = true;
    this.update();
  };

  constructor(private readonly options: CrossTabBusOptions) {
    this.election = new TabElection(
      options.storage,
      { onRoleChange: (isMaster) => this.onRoleChange(isMaster), onPeersChange: () => this.onPeersChange() },
      options.tabId,
    );
    this.poller = new LongPoller(
      options.poll,
      {
        params: () => this.pollParams(),
        onNotifications: (notifications) => this.onPolled(notifications),
        onStatus: (status) =>
          this.state.set({
            ...this.state.get(),
            status: status.state,
            retryAt: status.state === "retrying" ? status.retryAt : null,
            lastError: status.state === "retrying" ? status.error : null,
            pollChannels: status.state === "polling" ? status.channels : [],
          }),
      },
      options.random,
    );
    this.presence = new Presence(options.storage, options.window);
    this.state = atom<BusState>({
      tabId: this.election.id,
      role: "off",
      status: "stopped",
      retryAt: null,
      lastError: null,
      channels: [],
      pollChannels: [],
      lastId: 0,
    });
    options.window.addEventListener("pagehide", this.onPageHide);
    options.window.addEventListener("pageshow", this.onPageShow);
  }

  get channels(): string[] {
    return [...this.channelCounts.keys()].sort();
  }

  get isMaster(): boolean {
    return this.election.isMaster;
  }

  /** Listens to a channel (counted: a channel added twice needs two deletes). */
  addChannel(channel: string): void {
    this.channelCounts.set(channel, (this.channelCounts.get(channel) ?? 0) + 1);
    if (this.channelCounts.get(channel) === 1) this.scheduleUpdate();
  }

  deleteChannel(channel: string): void {
    const count = this.channelCounts.get(channel);
    if (!count) return;
    if (count > 1) return void this.channelCounts.set(channel, count - 1);
    this.channelCounts.delete(channel);
    this.scheduleUpdate();
  }

  /**
   * Listens to `channel` while subscribed and hands every message this tab receives to `handler`.
   * The wire format names no channel (a notification is an id and a message), so a handler picks
   * its messages by `message.type`; `on(type, …)` does that for you.
   */
  subscribe<M extends BusMessage = BusMessage>(channel: string, handler: (message: M, notification: BusNotification<M>) => void): () => void {
    const listener: NotificationHandler = (notification) => handler(notification.message as M, notification as BusNotification<M>);
    this.handlers.add(listener);
    this.addChannel(channel);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      this.handlers.delete(listener);
      this.deleteChannel(channel);
    };
  }

  /** Calls handler with the payload of every message of this type (does not add a channel). */
  on<T extends string>(type: T, handler: (payload: PayloadOf<T>, notification: BusNotification) => void): () => void {
    return this.onNotification((notification) => {
      if (notification.message.type === type) handler(notification.message.payload as PayloadOf<T>, notification);
    });
  }

  /** Every notification this tab receives (does not add a channel). */
  onNotification(handler: NotificationHandler): () => void {
    const listener: NotificationHandler = (notification) => handler(notification);
    this.handlers.add(listener);
    return () => void this.handlers.delete(listener);
  }

  /** Leaves for good: the page or the runtime is going away. */
  destroy(): void {
    this.channelCounts.clear();
    this.handlers.clear();
    this.update();
    this.options.window.removeEventListener("pagehide", this.onPageHide);
    this.options.window.removeEventListener("pageshow", this.onPageShow);
    this.options.broadcast.close();
  }

  /**
   * Channel changes are applied once the current task is done: an island re-running its effects
   * deletes and re-adds its channels in one go, and the tab must not leave (and hand the master
   * role over) in between.
   */
  private scheduleUpdate(): void {
    if (this.updateScheduled) return;
    this.updateScheduled = true;
    queueMicrotask(() => {
      this.updateScheduled = false;
      this.update();
    });
  }

  /** Joins or leaves the election after a change of channels or of page visibility. */
  private update(): void {
    const channels = this.channels;
    const active = channels.length > 0 && this.pageShown;
    this.state.set({ ...this.state.get(), channels });
    if (active && !this.election.isJoined) {
      this.stopBroadcast = this.options.broadcast.onMessage((message) => this.onTabMessage(message));
      this.presence.start();
      this.state.set({ ...this.state.get(), role: "follower" });
      this.election.join(channels);
    } else if (active) {
      this.election.setChannels(channels);
    } else if (this.election.isJoined) {
      this.election.leave();
      this.presence.stop();
      this.stopBroadcast?.();
      this.stopBroadcast = null;
      this.state.set({ ...this.state.get(), role: "off" });
    }
  }

  private onRoleChange(isMaster: boolean): void {
    if (isMaster) {
      this.last = Math.max(readLastId(this.options.storage), 0);
      this.state.set({ ...this.state.get(), role: "master" });
      this.poller.start();
    } else {
      this.poller.stop();
      this.state.set({ ...this.state.get(), role: this.election.isJoined ? "follower" : "off" });
    }
  }

  /** As master: a channel some tab added reaches the server at once (the poll restarts); a removed one with the next poll. */
  private onPeersChange(): void {
    if (!this.election.isMaster) return;
    const polled = this.poller.inFlight?.channels;
    if (!polled) return;
    if (this.election.allChannels().some((channel) => !polled.includes(channel))) this.poller.restart();
  }

  private pollParams(): PollParams {
    return {
      channels: this.election.allChannels(),
      last: this.last,
      options: { bus_inactivity: this.presence.inactivity(), bus_tab_id: this.election.id },
    };
  }

  private onPolled(notifications: BusNotification[]): void {
    if (notifications.length) {
      this.last = Math.max(this.last, notifications[notifications.length - 1].id);
      // Hand over before storing the id: a master that vanishes in between makes the next
      // master fetch these again, and tabs drop what they already have (never lost).
      this.options.broadcast.post({ type: "notifications", notifications });
      this.deliver(notifications);
    }
    writeLastId(this.options.storage, this.last);
  }

  private onTabMessage(message: TabMessage): void {
    if (message?.type !== "notifications" || !Array.isArray(message.notifications)) return;
    this.deliver(message.notifications);
  }

  /** Hands notifications to this tab's listeners, each once, in id order. */
  private deliver(notifications: BusNotification[]): void {
    for (const notification of notifications) {
      if (notification.id <= this.delivered) continue;
      this.delivered = notification.id;
      for (const handler of [...this.handlers]) {
        try {
          handler(notification);
        } catch (error) {
          console.error(`[bus] a listener failed on notification ${notification.id}:`, error);
        }
      }
    }
    this.state.set({ ...this.state.get(), lastId: this.delivered });
  }
}
