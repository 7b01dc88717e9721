// Passwords are stored as scrypt hashes (node:crypto), in a PHC-like string:
// `$scrypt$ln=14,r=8,p=1$<salt>$<hash>` (base64). A stored value that is not such a hash never
// matches, an empty password never matches, and the system user never logs in.
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";

export const SYSTEM_LOGIN = "__system__";
export const SUPERUSER_ID = 1;

const PREFIX = "$scrypt$";
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** 2^14 rounds, 8 × 128 bytes blocks: about 16 MB and a few tens of ms per hash. */
const DEFAULT_COST = { ln: 14, r: 8, p: 1 };

type Cost = { ln: number; r: number; p: number };

const scryptOptions = (cost: Cost): ScryptOptions => ({ N: 2 ** cost.ln, r: cost.r, p: cost.p, maxmem: 256 * 2 ** cost.ln * cost.r });

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, KEY_LENGTH, scryptOptions(cost), (error, key) => (error ? reject(error) : resolve(key))));
}

const encode = (salt: Buffer, key: Buffer, cost: Cost) => `${PREFIX}ln=${cost.ln},r=${cost.r},p=${cost.p}$${salt.toString("base64")}$${key.toString("base64")}`;

export const isPasswordHash = (value: unknown): value is string => typeof value === "string" && value.startsWith(PREFIX);

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, await derive(password, salt, DEFAULT_COST), DEFAULT_COST);
}

/** For seeding a store from fixtures that hold a plain password (blocks: not for requests). */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, scryptOptions(DEFAULT_COST)), DEFAULT_COST);
}

/** What a store keeps for a password from a fixture: its hash, or false for none (no login). */
export function storedPassword(value: unknown): string | false {
  if (isPasswordHash(value)) return value;
  return typeof value === "string" && value !== "" ? hashPasswordSync(value) : false;
}

function parse(stored: string) {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (ln < 1 || ln > 20 || r < 1 || p < 1) return null;
  return { cost: { ln, r, p }, salt: Buffer.from(match[4], "base64"), key: Buffer.from(match[5], "base64") };
}

/**
 * True when `password` is the one `stored` was made from. Empty passwords never match.
 * Synchronous (a few tens of ms): a check answers before anything else of its request runs.
 */
export function verifyPassword(password: unknown, stored: unknown): boolean {
  if (typeof password !== "string" || password === "" || !isPasswordHash(stored)) return false;
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  return timingSafeEqual(scryptSync(password, parsed.salt, KEY_LENGTH, scryptOptions(parsed.cost)), parsed.key);
}
