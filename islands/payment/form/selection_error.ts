// What is wrong with the selection when the form is submitted without exactly one option (spec 2 §5).
import { MULTIPLE_OPTIONS_MESSAGE, MULTIPLE_OPTIONS_TITLE, NO_OPTION_MESSAGE, NO_OPTION_TITLE } from "../messages";

export function selectionError(selectedCount: number): { title: string; message: string } | null {
  if (selectedCount === 0) return { title: NO_OPTION_TITLE, message: NO_OPTION_MESSAGE };
  if (selectedCount > 1) return { title: MULTIPLE_OPTIONS_TITLE, message: MULTIPLE_OPTIONS_MESSAGE };
  return null;
}
