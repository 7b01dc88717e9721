// While the website editor is on, the page's body has this class; islands stay off unless their
// definition says `editMode: "on"`.
export const EDITOR_BODY_CLASS = "editor_enable";

export const isEditing = (): boolean => document.body?.classList.contains(EDITOR_BODY_CLASS) ?? false;

/** Turns the editor on or off (the loader re-mounts the page's islands when it changes). */
export const setEditing = (on: boolean): void => void document.body.classList.toggle(EDITOR_BODY_CLASS, on);
