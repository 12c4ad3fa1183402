import type { S3StorageConfig } from './s3-storage.js';

/** Where uploads go (DESIGN.md "Decisions"): the local disk by default, or an S3-compatible bucket. */
export type StorageConfig =
  | { readonly kind: 'local' }
  | ({ readonly kind: 's3' } & S3StorageConfig);

/** The variables {@link readStorageConfig} reads. */
export interface StorageEnv {
  readonly STORAGE: string | undefined;
  readonly S3_ENDPOINT: string | undefined;
  readonly S3_REGION: string | undefined;
  readonly S3_BUCKET: string | undefined;
  readonly S3_ACCESS_KEY_ID: string | undefined;
  readonly S3_SECRET_ACCESS_KEY: string | undefined;
  readonly S3_FORCE_PATH_STYLE: string | undefined;
}

export const STORAGE_KINDS = ['local', 's3'] as const;

/**
 * Reads the storage settings: `STORAGE` is `local` (the default: DATA_DIR/uploads) or `s3`, which
 * requires `S3_BUCKET`, `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` and takes `S3_ENDPOINT` (an
 * S3-compatible service; unset: AWS), `S3_REGION` (default us-east-1) and `S3_FORCE_PATH_STYLE`
 * (default true with an endpoint). Each problem is pushed to `problems` as a sentence naming the
 * variable; the result is then undefined.
 *
 * @example
 * readStorageConfig({ STORAGE: 's3', S3_BUCKET: 'tenace', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'key', … }, problems)
 */
export function readStorageConfig(env: StorageEnv, problems: string[]): StorageConfig | undefined {
  const kind = env.STORAGE ?? 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') {
    problems.push(`STORAGE must be one of ${STORAGE_KINDS.join(', ')}, not '${kind}'`);
    return undefined;
  }
  const count = problems.length;
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket } = env;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint))
    problems.push(`S3_ENDPOINT must be an http(s) URL, not '${endpoint}'`);
  for (const [name, value] of [
    ['S3_BUCKET', bucket],
    ['S3_ACCESS_KEY_ID', accessKeyId],
    ['S3_SECRET_ACCESS_KEY', secretAccessKey],
  ] as const) {
    if (value === undefined) problems.push(`${name} is required when STORAGE is s3`);
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? String(endpoint !== undefined);
  if (pathStyle !== 'true' && pathStyle !== 'false')
    problems.push(`S3_FORCE_PATH_STYLE must be true or false, not '${pathStyle}'`);
  if (
    problems.length > count ||
    bucket === undefined ||
    accessKeyId === undefined ||
    secretAccessKey === undefined
  )
    return undefined;
  return {
    kind,
    endpoint,
    region: env.S3_REGION ?? 'us-east-1',
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === 'true',
  };
}
