/** An upload answer with an error field (spec 1 §8): raised with the server's message. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UploadError";
  }
}
