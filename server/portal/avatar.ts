// Author avatars for /web/image/mail.message/{id}/author_avatar/{size}: an SVG of the author's
// initials on a colour derived from the author's id (names are escaped: they come from users).
import { escapeHtml } from "../html";

const COLOURS = ["#714b67", "#017e84", "#a2708a", "#3f6ba0", "#c2714f", "#5b8c5a", "#8a6d3b"];

export function initialsOf(name: string): string {
  const words = name.replace(/<[^>]*>/g, " ").trim().split(/\s+/).filter(Boolean);
  return (words.slice(0, 2).map((w) => w[0]).join("") || "?").toUpperCase();
}

export function avatarSvg(authorId: number, name: string, size: number): string {
  const colour = COLOURS[Math.abs(authorId) % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 50 50"><rect width="50" height="50" fill="${colour}"/><text x="25" y="31" font-family="Arial, sans-serif" font-size="18" fill="#fff" text-anchor="middle">${escapeHtml(initialsOf(name))}</text></svg>`;
}
