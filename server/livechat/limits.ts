/** The longest message the server stores. */
export const MESSAGE_MAX_LENGTH = 4000;
