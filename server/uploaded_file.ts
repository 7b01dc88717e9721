// A file of a multipart body. Checked by shape rather than `instanceof File`: the in-process
// test server receives Node's File while the page's globals may be another implementation.
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === "object" && value !== null && typeof (value as UploadedFile).arrayBuffer === "function" && typeof (value as UploadedFile).name === "string";
}

/** The files sent under one form field (one or several). */
export function uploadedFiles(value: unknown): UploadedFile[] {
  return ([] as unknown[]).concat(value ?? []).filter(isUploadedFile);
}
