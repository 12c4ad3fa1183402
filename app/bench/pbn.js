/**
 * The PBN upload's speed (hands.md §4 "PBN upload"): a teaching file of about 1 MB, made of the
 * Baker Bridge lesson files of ../shared/corpus (read in place, largest first, up to the 1024 KB
 * limit), is uploaded into a demo set through the real upload protocol as the demo Admin; the
 * time runs from completeUpload's answer to the set's hands listing every game of the file
 * (pbnByFilename asked every 25 ms, then handsByParentId). The page asks every 1 s (hands.md §9),
 * so an author sees the hands up to a second later than measured here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BAKER = fileURLToPath(
  new URL('../../../shared/corpus/pbn/Rick-Wilson__Baker-Bridge/Package/', import.meta.url),
);
/** hands.md §5: at most 1024 KB. */
const MAX_BYTES = 1024 * 1024;
export const PBN_AIM_MS = 3000;

/** About 1 MB of real lesson files, whole files only, largest first. */
export function lessonFile() {
  const files = readdirSync(BAKER)
    .filter((name) => name.toLowerCase().endsWith('.pbn'))
    .map((name) => join(BAKER, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  const parts = [];
  let size = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    if (size + bytes.length + 2 > MAX_BYTES) continue;
    parts.push(bytes, Buffer.from('\r\n'));
    size += bytes.length + 2;
  }
  return Buffer.concat(parts);
}

/** One GraphQL call. */
async function graphql(baseUrl, token, query, variables = {}) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Uploads `file` into `setId`; answers its stored name when completeUpload has answered. */
async function upload(baseUrl, token, setId, file) {
  const { createUploadUrl: opened } = await graphql(
    baseUrl,
    token,
    `mutation ($size: Int!, $parentId: Int) {
      createUploadUrl(folder: pbns, fileName: "lessons.pbn", contentType: "text/plain", size: $size,
        parentType: Set, parentId: $parentId) { uploadId fileName parts { url size } }
    }`,
    { size: file.length, parentId: setId },
  );
  const receipts = [];
  let start = 0;
  for (const part of opened.parts) {
    // The signed path and query, sent to the server where it listens (the bench's server has
    // no public address of its own: it listens on a free port).
    const signed = new URL(part.url);
    const response = await fetch(`${baseUrl}${signed.pathname}${signed.search}`, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: file.subarray(start, start + part.size),
    });
    start += part.size;
    receipts.push((await response.json()).receipt);
  }
  await graphql(
    baseUrl,
    token,
    'mutation ($uploadId: String!, $receipts: [String!]!) { completeUpload(uploadId: $uploadId, receipts: $receipts) { fileName } }',
    { uploadId: opened.uploadId, receipts },
  );
  return opened.fileName;
}

/**
 * `runs` uploads of the lesson file, each into a set of its own making (a copy of a demo set):
 * the milliseconds from completeUpload's answer to the hands listed, and the file's facts.
 */
export async function measurePbnUploads(baseUrl, runs) {
  const file = lessonFile();
  const { loginUser } = await graphql(
    baseUrl,
    null,
    'mutation { loginUser(email: "admin@tenace.example", password: "tenace-admin") { token } }',
  );
  const token = loginUser.token;
  const { productSearchAdmin } = await graphql(
    baseUrl,
    token,
    '{ productSearchAdmin(limit: 100) { products { id type } } }',
  );
  const demoSet = productSearchAdmin.products.find((product) => product.type === 'Set');
  const times = [];
  let games = 0;
  for (let run = 0; run <= runs; run += 1) {
    const { duplicateProduct } = await graphql(
      baseUrl,
      token,
      'mutation ($id: Int!) { duplicateProduct(id: $id) { id } }',
      { id: demoSet.id },
    );
    const setId = duplicateProduct.id;
    const before = (await hands(baseUrl, token, setId)).length;
    const fileName = await upload(baseUrl, token, setId, file);
    const start = performance.now();
    let record;
    do {
      await new Promise((resolve) => setTimeout(resolve, 25));
      ({ pbnByFilename: record } = await graphql(
        baseUrl,
        token,
        'query ($f: String!) { pbnByFilename(filename: $f) { status error games { position } } }',
        { f: fileName },
      ));
    } while (record === null || record.status === 'Processing');
    if (record.status !== 'Complete') throw new Error(`conversion failed: ${record.error}`);
    const listed = await hands(baseUrl, token, setId);
    const elapsed = performance.now() - start;
    games = record.games.length;
    if (listed.length !== before + games) throw new Error('the hands are not all listed');
    if (run > 0) times.push(elapsed);
  }
  return { bytes: file.length, games, times };
}

async function hands(baseUrl, token, setId) {
  const data = await graphql(
    baseUrl,
    token,
    'query ($id: Int!) { handsByParentId(parentId: $id, parentType: Set) { id } }',
    { id: setId },
  );
  return data.handsByParentId;
}
