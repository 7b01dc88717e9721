// While the website editor is on, the page's body has this class; islands stay off unless their
// definition says `editMode: "on"`.
export const EDITOR_BODY_CLASS = "editor_enable";

export const isEditing = (): boolean => document.body?.classList.contains(EDITOR_BODY_CLASS) ?? false;
