// The side menu of the sale and purchase order sidebars (spec 2 §2): built from the document's
// level-2 and level-3 headings (an h3 goes under the h2 before it; h3s before any h2 and headings
// without text are left out). Each heading gets an id the menu links to.
import { useEffect, useState } from "react";
import { Portal, child, type Part } from "../../../src/kit";

export const sideMenuChildren = { content: child.optional("#quote_content"), menu: child.optional(".bs-sidenav") };

export interface MenuEntry {
  id: string;
  text: string;
  children: MenuEntry[];
}

/** Only text nodes and these inline tags count in a heading's menu text (not badges, buttons …). */
export const MENU_TEXT_TAGS = ["em", "b", "i", "u"];

export function headingText(heading: Element): string {
  const parts: string[] = [];
  heading.childNodes.forEach((node) => {
    const text = (node.textContent ?? "").trim();
    if (!text) return;
    if (node.nodeType === Node.TEXT_NODE || (node instanceof Element && MENU_TEXT_TAGS.includes(node.tagName.toLowerCase()))) parts.push(text);
  });
  return parts.join(" ");
}

/** Reads the headings of `content` into menu entries, setting the ids the entries link to. */
export function buildMenu(content: Element): MenuEntry[] {
  const entries: MenuEntry[] = [];
  let current: MenuEntry | null = null;
  let index = 0;
  const headings = [...content.getElementsByTagName("*")].filter((element) => element.tagName === "H2" || element.tagName === "H3");
  headings.forEach((heading) => {
    if (heading.closest(".modal")) return;
    const text = headingText(heading);
    index++;
    const level2 = heading.tagName === "H2";
    if (!text || (!level2 && !current)) return;
    heading.id = `${level2 ? "quote_header_" : "quote_"}${index}`;
    heading.setAttribute("data-anchor", "true");
    const entry = { id: heading.id, text, children: [] };
    if (level2) entries.push((current = entry));
    else current!.children.push(entry);
  });
  return entries;
}

function Links({ entries, nested = false }: { entries: MenuEntry[]; nested?: boolean }) {
  return (
    <>
      {entries.map((entry) => (
        <li className="nav-item" key={entry.id}>
          <a className={`nav-link py-1 ${nested ? "ps-4 small" : "px-3"}`} href={`#${entry.id}`}>
            {entry.text}
          </a>
          {entry.children.length ? (
            <ul className="nav flex-column">
              <Links entries={entry.children} nested />
            </ul>
          ) : null}
        </li>
      ))}
    </>
  );
}

export function SideMenu({ content, menu }: { content: Part; menu: Part }) {
  const [entries, setEntries] = useState<MenuEntry[]>([]);
  useEffect(() => {
    const element = content.first();
    if (element) setEntries(buildMenu(element));
  }, [content]);
  return (
    <Portal into={menu}>
      <Links entries={entries} />
    </Portal>
  );
}
