// How many pages an uploaded pdf has, for its embed code's start page (spec 2 §5). The page tree's
// root says it (/Type /Pages with the largest /Count); pdfs since 1.5 often keep it in compressed
// object streams, which are inflated first. Without a page tree, the page objects are counted; a
// file that has neither counts as one page.
import { inflateSync } from "node:zlib";

const OBJECT_STREAM = /<<((?:(?!>>\s*stream)[\s\S])*?\/Type\s*\/ObjStm[\s\S]*?)>>\s*stream\r?\n/g;

/** The text of the pdf's compressed object streams (Flate only, the filter pdf writers use for them). */
function objectStreams(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(OBJECT_STREAM)) {
    if (!/\/FlateDecode/.test(match[1])) continue;
    const start = match.index! + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) continue;
    try {
      found.push(inflateSync(Buffer.from(text.slice(start, end), "latin1")).toString("latin1"));
    } catch {
      // A damaged stream hides its objects; the rest of the file still counts.
    }
  }
  return found;
}

/** The dictionary around `index`: from its opening << to the matching >> ("" when there is none). */
function enclosingDictionary(text: string, index: number): string {
  let start = -1;
  for (let i = index - 2, depth = 0; i >= 0; i--) {
    const pair = text.slice(i, i + 2);
    if (pair === ">>") depth++, i--;
    else if (pair === "<<") {
      if (depth === 0) {
        start = i;
        break;
      }
      depth--, i--;
    }
  }
  if (start < 0) return "";
  for (let i = start + 2, depth = 0; i < text.length - 1; i++) {
    const pair = text.slice(i, i + 2);
    if (pair === "<<") depth++, i++;
    else if (pair === ">>") {
      if (depth === 0) return text.slice(start, i + 2);
      depth--, i++;
    }
  }
  return text.slice(start);
}

export function pdfPageCount(base64: string): number {
  const raw = Buffer.from(base64, "base64").toString("latin1");
  const text = [raw, ...objectStreams(raw)].join("\n");
  const treeCounts = [...text.matchAll(/\/Type\s*\/Pages(?![A-Za-z])/g)]
    .map((match) => Number(/\/Count\s+(\d+)/.exec(enclosingDictionary(text, match.index!))?.[1] ?? 0));
  const root = Math.max(0, ...treeCounts);
  if (root > 0) return root;
  return Math.max(1, text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0);
}
