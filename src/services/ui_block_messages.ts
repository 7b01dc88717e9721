// The messages of the block-UI overlay (spec 1 §4). Each one stays for its number of seconds,
// then the next one shows: the durations add up to one hour, after which the F5 suggestion stays.
export interface BlockMessage {
  seconds: number | null;
  text: string;
}

export const BLOCK_MESSAGES: readonly BlockMessage[] = [
  { seconds: 20, text: "Loading..." },
  { seconds: 40, text: "Still loading..." },
  { seconds: 60, text: "Still loading... Please be patient." },
  { seconds: 120, text: "You may not believe it, but the application is actually loading..." },
  { seconds: 180, text: "Don't leave yet, it's still loading..." },
  { seconds: 3180, text: "Take a minute to get a coffee, because it's loading..." },
  { seconds: null, text: "Maybe you should consider reloading the application by pressing F5..." },
];
