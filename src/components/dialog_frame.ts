// What the dialog service gives each dialog it shows: its close function and a way for the base
// Dialog to tell that the component is built on it.
import { createContext } from "react";

export interface DialogFrame {
  id: number;
  close: () => void;
  markBuiltOnDialog: () => void;
}

export const DialogFrameContext = createContext<DialogFrame | null>(null);
