// The bus route that the runtime polls and the reference server answers.
export const POLL_ROUTE = "/longpolling/poll";
