// An upload's progress, apart from the upload service: a page shows it without loading the service.
/** Bytes of the request sent so far; total is 0 while the browser cannot tell it. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The share of an upload sent, from 0 to 1 (0 while the total is unknown). */
export function progressRatio({ loaded, total }: UploadProgress): number {
  return total > 0 ? Math.min(1, loaded / total) : 0;
}
