import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3rver } from '../testing/s3rver.testkit.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { describeObjectStorage } from './object-storage-conformance.testkit.js';
import { createS3Storage } from './s3-storage.js';

describeObjectStorage('local disk', async () => {
  const root = mkdtempSync(join(tmpdir(), 'tenace-storage-'));
  return {
    storage: createLocalDiskStorage(root),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
});

describeObjectStorage('S3 (s3rver)', async () => {
  const s3 = await startS3rver();
  return { storage: createS3Storage(s3.config), close: s3.close };
});
