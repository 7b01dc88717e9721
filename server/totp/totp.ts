// RFC 6238 codes for two-factor authentication, by otpauth: the secret of a new wizard, its
// otpauth:// link and QR code image, and the check of a typed code (one period either side, the
// platform's tolerance for clock drift).
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

export const TOTP_DIGITS = 6;
const ISSUER = "My Website";

function totpOf(secret: string, label = "") {
  return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: TOTP_DIGITS, period: 30, secret: Secret.fromBase32(secret) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUrl(secret: string, login: string): string {
  return totpOf(secret, login).toString();
}

/** The QR code of the link as a base64 PNG (a binary field's value, without the data: prefix). */
export async function totpQrCode(url: string): Promise<string> {
  const dataUrl = await QRCode.toDataURL(url, { margin: 1, width: 200 });
  return dataUrl.slice(dataUrl.indexOf(",") + 1);
}

export function isValidTotpCode(secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpOf(secret).validate({ token: code, window: 1 }) !== null;
}

/** The current code of a secret: what an authenticator app shows (tests use it). */
export function currentTotpCode(secret: string): string {
  return totpOf(secret).generate();
}
