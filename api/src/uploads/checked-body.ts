import { UPLOAD_MESSAGES } from '@tenace/model';
import { UploadRefusal } from './upload-refusal.js';

/** The first bytes every file of a content type starts with (PNG and JPEG signatures). */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** What {@link checkedBody} enforces, with the spec's numbers for its messages. */
export interface BodyLimits {
  readonly contentType: string;
  readonly maxBytes: number;
  readonly maxKb: number;
  readonly extensions: readonly string[];
  /** Whether the body is the file's first part, whose first bytes must be its format's signature. */
  readonly startsFile: boolean;
}

/**
 * The request body's chunks, passed on as they arrive, refused with an {@link UploadRefusal} as
 * soon as more than `maxBytes` have come (the rest is never read), when a picture's first part
 * does not start with its format's signature (admin.md §5: the content decides, so a renamed
 * file is not a png), or when it is empty.
 *
 * @example
 * for await (const chunk of checkedBody(request.body, { contentType: 'image/png', maxBytes: 102400, maxKb: 100, extensions, startsFile: true })) chunks.push(chunk);
 */
export async function* checkedBody(
  body: ReadableStream<Uint8Array> | null,
  limits: BodyLimits,
): AsyncGenerator<Uint8Array> {
  const signature = (limits.startsFile && SIGNATURES[limits.contentType]) || [];
  let total = 0;
  if (body !== null) {
    for await (const chunk of body) {
      const start = total;
      total += chunk.length;
      if (total > limits.maxBytes)
        throw new UploadRefusal(413, UPLOAD_MESSAGES.tooLarge(limits.maxKb));
      for (let i = start; i < Math.min(total, signature.length); i += 1) {
        if (chunk[i - start] !== signature[i])
          throw new UploadRefusal(415, UPLOAD_MESSAGES.wrongType(limits.extensions));
      }
      yield chunk;
    }
  }
  if (total === 0) throw new UploadRefusal(400, UPLOAD_MESSAGES.empty);
  if (total < signature.length)
    throw new UploadRefusal(415, UPLOAD_MESSAGES.wrongType(limits.extensions));
}
