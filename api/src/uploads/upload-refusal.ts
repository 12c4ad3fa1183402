/** An upload the server refuses, with the HTTP status and the message the PUT answers with. */
export class UploadRefusal extends Error {
  override readonly name = 'UploadRefusal';
  constructor(
    readonly status: 400 | 403 | 409 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}
