import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { ObjectStorage } from './object-storage.js';

/** An S3-compatible bucket (config.ts: STORAGE=s3 and the S3_* variables). */
export interface S3StorageConfig {
  /** The service's URL, e.g. http://127.0.0.1:9000; undefined: AWS itself. */
  readonly endpoint: string | undefined;
  readonly region: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Bucket in the path (`<endpoint>/<bucket>/<key>`), as most S3-compatible services want. */
  readonly forcePathStyle: boolean;
}

/** The errors by which S3 says an upload cannot be completed as asked (no such upload or part). */
const NOT_COMPLETABLE = new Set(['NoSuchUpload', 'InvalidPart', 'InvalidPartOrder']);

/** S3's error name, or undefined for an error that did not come from the service. */
const s3ErrorName = (error: unknown) =>
  error instanceof S3ServiceException ? error.name : undefined;

/**
 * Object storage in an S3-compatible bucket through `@aws-sdk/client-s3` multipart uploads
 * (CreateMultipartUpload, UploadPart, CompleteMultipartUpload, AbortMultipartUpload); files are
 * read back with GetObject, so the bucket may stay private (the server serves `/uploads/<key>`).
 *
 * @example
 * const storage = createS3Storage({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', bucket: 'tenace', accessKeyId, secretAccessKey, forcePathStyle: true });
 */
export function createS3Storage(config: S3StorageConfig): ObjectStorage {
  const client = new S3Client({
    ...(config.endpoint !== undefined && { endpoint: config.endpoint }),
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible services refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  const exists = async (Key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (s3ErrorName(error) === 'NotFound' || s3ErrorName(error) === 'NoSuchKey') return false;
      throw error;
    }
  };

  return {
    async startUpload(Key, ContentType) {
      const started = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key, ContentType }),
      );
      if (started.UploadId === undefined) throw new Error('S3 answered no UploadId');
      return started.UploadId;
    },
    async writePart(Key, UploadId, PartNumber, bytes) {
      try {
        const written = await client.send(
          new UploadPartCommand({
            Bucket,
            Key,
            UploadId,
            PartNumber,
            Body: bytes,
            ContentLength: bytes.length,
          }),
        );
        if (written.ETag === undefined) throw new Error('S3 answered no ETag');
        return written.ETag;
      } catch (error) {
        if (s3ErrorName(error) === 'NoSuchUpload') return undefined;
        throw error;
      }
    },
    async completeUpload(Key, UploadId, parts) {
      // CompleteMultipartUpload would replace a file: stored files never change.
      if (parts.length === 0 || (await exists(Key))) return false;
      try {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId,
            MultipartUpload: {
              Parts: [...parts]
                .sort((a, b) => a.number - b.number)
                .map((part) => ({ PartNumber: part.number, ETag: part.etag })),
            },
          }),
        );
        return true;
      } catch (error) {
        if (NOT_COMPLETABLE.has(s3ErrorName(error) ?? '')) return false;
        throw error;
      }
    },
    async abortUpload(Key, UploadId) {
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
      } catch (error) {
        if (s3ErrorName(error) !== 'NoSuchUpload') throw error;
      }
    },
    async read(Key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (object.Body === undefined) return undefined;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (s3ErrorName(error) === 'NoSuchKey') return undefined;
        throw error;
      }
    },
  };
}
