import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_ROOT,
  APP_DOCUMENTS_DIR,
  APP_OPERATIONS_PATH,
  apiGeneratedFiles,
  loadSchema,
  obsoleteFiles,
  operationDocumentsFolder,
  STALE_MESSAGE,
  splitOperationFiles,
} from './generated-files.js';

// CI's guard: a change to the SDL (or to the api tests' or the app's documents) without regenerating fails here,
// with the command that fixes it.
describe('the api’s generated files', () => {
  it('are what the generator writes from the SDL now', () => {
    const files = apiGeneratedFiles();
    expect(files.map((file) => relative(API_ROOT, file.path))).toEqual([
      'src/generated/schema-types.d.ts',
      'src/generated/resolver-types.d.ts',
      'src/testing/operations.testkit.ts',
      '../model/src/generated/enums.ts',
    ]);
    for (const file of files) {
      const committed = existsSync(file.path) ? readFileSync(file.path, 'utf8') : '(missing)';
      expect(committed, `api/${relative(API_ROOT, file.path)} is ${STALE_MESSAGE}`).toBe(
        file.content,
      );
    }
  });

  it('include the app’s typed documents, one module per operation and none left over', () => {
    const files = splitOperationFiles(loadSchema(), APP_DOCUMENTS_DIR, APP_OPERATIONS_PATH);
    const fix = `${STALE_MESSAGE} -- --documents app/src/graphql`;
    for (const file of files) {
      const committed = existsSync(file.path) ? readFileSync(file.path, 'utf8') : '(missing)';
      expect(committed, `${relative(APP_DOCUMENTS_DIR, file.path)} is ${fix}`).toBe(file.content);
    }
    expect(obsoleteFiles(operationDocumentsFolder(APP_OPERATIONS_PATH), files), fix).toEqual([]);
  });
});
