// Master election between the tabs of a browser, through heartbeats in shared storage
// (spec 1 §4 "Cross-tab bus", §9 "Bus timings"):
// - every tab writes its peer entry (heartbeat time + its channels) every TAB_HEARTBEAT_PERIOD;
// - the master writes the master heartbeat every MASTER_HEARTBEAT_PERIOD and removes the peers
//   whose heartbeat is older than HEARTBEAT_KILL_OLD_PERIOD (tabs that vanished without notice);
// - a master that finds a heartbeat it did not write (another tab took over) stops being master;
// - a follower claims the master role when the master heartbeat is missing or older than
//   HEARTBEAT_OUT_OF_DATE_PERIOD, or at once when the master leaves; claims settle by reading
//   the claim back after ELECTION_SETTLE_DELAY (the last tab to claim wins).
import type { SharedStorage } from "./shared_storage";
import {
  ELECTION_SETTLE_DELAY,
  HEARTBEAT_KILL_OLD_PERIOD,
  HEARTBEAT_OUT_OF_DATE_PERIOD,
  MASTER_HEARTBEAT_PERIOD,
  TAB_HEARTBEAT_PERIOD,
} from "./timings";

export const MASTER_KEY = "bus.master";
export const PEER_KEY_PREFIX = "bus.peer.";

export interface MasterHeartbeat {
  id: string;
  time: number;
}

export interface PeerEntry {
  heartbeat: number;
  channels: string[];
}

export interface ElectionEvents {
  /** This tab became master (true) or stopped being master (false). */
  onRoleChange(isMaster: boolean): void;
  /** Some tab's channels may have changed (or a tab came or went). */
  onPeersChange(): void;
}

type Timer = ReturnType<typeof setTimeout>;

export function newTabId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `${Date.now().toString(36)}-${random}`;
}

const sameBeat = (a: MasterHeartbeat | null, b: MasterHeartbeat | null) =>
  a !== null && b !== null && a.id === b.id && a.time === b.time;

export class TabElection {
  private master = false;
  private joined = false;
  private channels: string[] = [];
  /** The master heartbeat this tab wrote last (as master or as a claim). */
  private written: MasterHeartbeat | null = null;
  private claiming: Timer | null = null;
  private masterCheck: Timer | null = null;
  private masterBeat: ReturnType<typeof setInterval> | null = null;
  private tabBeat: ReturnType<typeof setInterval> | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly storage: SharedStorage,
    private readonly events: ElectionEvents,
    readonly id: string = newTabId(),
  ) {}

  get isMaster(): boolean {
    return this.master;
  }

  get isJoined(): boolean {
    return this.joined;
  }

  private get peerKey(): string {
    return PEER_KEY_PREFIX + this.id;
  }

  /** Enters the election with this tab's channels. */
  join(channels: string[]): void {
    if (this.joined) return this.setChannels(channels);
    this.joined = true;
    this.channels = [...channels];
    this.writePeer();
    this.tabBeat = setInterval(() => this.writePeer(), TAB_HEARTBEAT_PERIOD);
    this.stopListening = this.storage.onChange((key, value) => this.onStorage(key, value));
    this.checkMaster();
  }

  /** Leaves the election; a leaving master clears its heartbeat so that another tab takes over at once. */
  leave(): void {
    if (!this.joined) return;
    this.joined = false;
    for (const timer of [this.claiming, this.masterCheck]) if (timer) clearTimeout(timer);
    for (const timer of [this.masterBeat, this.tabBeat]) if (timer) clearInterval(timer);
    this.claiming = this.masterCheck = this.masterBeat = this.tabBeat = null;
    this.stopListening?.();
    this.stopListening = null;
    this.storage.remove(this.peerKey);
    if (sameBeat(this.storage.get<MasterHeartbeat>(MASTER_KEY), this.written)) this.storage.remove(MASTER_KEY);
    this.written = null;
    if (this.master) {
      this.master = false;
      this.events.onRoleChange(false);
    }
  }

  setChannels(channels: string[]): void {
    this.channels = [...channels];
    if (!this.joined) return;
    this.writePeer();
    this.events.onPeersChange();
  }

  /** The channels of every live tab (this one included), sorted. */
  allChannels(now = Date.now()): string[] {
    const all = new Set(this.channels);
    for (const key of this.storage.keys(PEER_KEY_PREFIX)) {
      if (key === this.peerKey) continue;
      const peer = this.storage.get<PeerEntry>(key);
      if (!peer || now - peer.heartbeat > HEARTBEAT_KILL_OLD_PERIOD || !Array.isArray(peer.channels)) continue;
      for (const channel of peer.channels) if (typeof channel === "string") all.add(channel);
    }
    return [...all].sort();
  }

  private writePeer(): void {
    const entry: PeerEntry = { heartbeat: Date.now(), channels: this.channels };
    this.storage.set(this.peerKey, entry);
  }

  private onStorage(key: string, value: unknown): void {
    if (key.startsWith(PEER_KEY_PREFIX)) return this.events.onPeersChange();
    if (key !== MASTER_KEY) return;
    if (this.master) {
      if (!sameBeat(value as MasterHeartbeat | null, this.written)) this.stepDown();
    } else if (value === null && !this.claiming) {
      this.claim(); // the master left: no need to wait for its heartbeat to age
    }
  }

  /** As a follower: claims the role if the master heartbeat is out of date, else checks again when it would be. */
  private checkMaster(): void {
    if (this.masterCheck) clearTimeout(this.masterCheck);
    this.masterCheck = null;
    if (!this.joined || this.master || this.claiming) return;
    const beat = this.storage.get<MasterHeartbeat>(MASTER_KEY);
    const age = beat && typeof beat.time === "number" ? Date.now() - beat.time : Infinity;
    if (age > HEARTBEAT_OUT_OF_DATE_PERIOD) return this.claim();
    const wait = Math.min(HEARTBEAT_OUT_OF_DATE_PERIOD - age, HEARTBEAT_OUT_OF_DATE_PERIOD) + 1;
    this.masterCheck = setTimeout(() => this.checkMaster(), wait);
  }

  private claim(): void {
    if (this.masterCheck) clearTimeout(this.masterCheck);
    this.masterCheck = null;
    const claim = this.writeMasterBeat();
    this.claiming = setTimeout(() => {
      this.claiming = null;
      if (!this.joined) return;
      if (sameBeat(this.storage.get<MasterHeartbeat>(MASTER_KEY), claim)) this.becomeMaster();
      else this.checkMaster();
    }, ELECTION_SETTLE_DELAY);
  }

  private writeMasterBeat(): MasterHeartbeat {
    const beat = { id: this.id, time: Date.now() };
    this.storage.set(MASTER_KEY, beat);
    this.written = beat;
    return beat;
  }

  private becomeMaster(): void {
    this.master = true;
    this.masterBeat = setInterval(() => this.beatAsMaster(), MASTER_HEARTBEAT_PERIOD);
    this.killOldPeers();
    this.events.onRoleChange(true);
  }

  private beatAsMaster(): void {
    if (!sameBeat(this.storage.get<MasterHeartbeat>(MASTER_KEY), this.written)) return this.stepDown();
    this.writeMasterBeat();
    this.killOldPeers();
  }

  private stepDown(): void {
    if (!this.master) return;
    this.master = false;
    if (this.masterBeat) clearInterval(this.masterBeat);
    this.masterBeat = null;
    this.events.onRoleChange(false);
    this.checkMaster();
  }

  private killOldPeers(): void {
    const now = Date.now();
    let killed = false;
    for (const key of this.storage.keys(PEER_KEY_PREFIX)) {
      if (key === this.peerKey) continue;
      const peer = this.storage.get<PeerEntry>(key);
      if (peer && typeof peer.heartbeat === "number" && now - peer.heartbeat <= HEARTBEAT_KILL_OLD_PERIOD) continue;
      this.storage.remove(key);
      killed = true;
    }
    if (killed) this.events.onPeersChange();
  }
}
