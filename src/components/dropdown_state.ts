// Shared dropdown state (spec 1 §4 "Dropdowns"): a dropdown is open or closed; opening one closes
// every other one but its own parents; a group has an "open" flag (one of its dropdowns is open),
// and hovering another dropdown of an open group opens it. Sub-dropdowns open and close on hover
// after 200 ms.
import { atom, type WritableAtom } from "nanostores";
import { createContext } from "react";

export const SUBDROPDOWN_DELAY_MS = 200;

export interface OpenedEvent {
  id: string;
  ancestors: string[];
}

const openedListeners = new Set<(event: OpenedEvent) => void>();

/** Announces that a dropdown opened; the others close unless they are among its ancestors. */
export function announceOpened(event: OpenedEvent): void {
  for (const listener of [...openedListeners]) listener(event);
}

export function onDropdownOpened(listener: (event: OpenedEvent) => void): () => void {
  openedListeners.add(listener);
  return () => openedListeners.delete(listener);
}

export interface DropdownGroupState {
  /** ids of the group's open dropdowns; the group-open flag is "this is not empty" */
  open: WritableAtom<string[]>;
}

export function createDropdownGroup(): DropdownGroupState {
  return { open: atom<string[]>([]) };
}

export const DropdownGroupContext = createContext<DropdownGroupState | null>(null);

export interface DropdownNode {
  id: string;
  ancestors: string[];
  /** Closes this dropdown and every parent; the topmost gives focus back to its toggler. */
  closeChain: (restoreFocus: boolean) => void;
}

export const DropdownNodeContext = createContext<DropdownNode | null>(null);
