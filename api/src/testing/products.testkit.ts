import { expect } from 'vitest';
import { CREATE_UPLOAD_URL, png, type UploadUrl } from '../uploads/uploads.testkit.js';
import { catalogueFixture } from './catalogue.testkit.js';
import { TEST_PUBLIC_URL, type TestApi } from './test-api.testkit.js';

/** The product form's fields for upsertProduct (schema/admin-products.graphql). */
export const PRODUCT_FIELDS = /* GraphQL */ `
  id type title description language onSale promoted productLinksEnabled priceId authorId
  createdById editable images { cover } tags { id }
`;
export const UPSERT = `mutation ($input: ProductInput!) { upsertProduct(input: $input) { ${PRODUCT_FIELDS} } }`;

/**
 * A catalogue to write products against: an author, a price, a tag in each of System,
 * Difficulty, Type and General (English), a Dutch tag, and a cover uploaded to artwork.
 */
export async function productWorld(api: TestApi) {
  const make = catalogueFixture(api);
  const admin = await make.user('Admin');
  const groups = {
    System: await make.tagGroup('System'),
    Difficulty: await make.tagGroup('Difficulty'),
    Type: await make.tagGroup('Type'),
    General: await make.tagGroup('General'),
  };
  const tags = {
    system: await make.tag('Acol', groups.System),
    difficulty: await make.tag('Beginner', groups.Difficulty),
    type: await make.tag('Bidding', groups.Type),
    general: await make.tag('Slam', groups.General),
    dutch: await make.tag('Acol', groups.System, 'nlNL'),
  };
  const setTagIds = [tags.system.id, tags.difficulty.id, tags.type.id];
  const author = await make.author();
  const price = await make.price(1500);
  const cover = await uploadCover(api, admin.token);
  /** A full, valid form: a set off sale with the world's author, price, tags and cover. */
  const input = (overrides: Record<string, unknown> = {}) => ({
    type: 'Set',
    title: 'Slam bidding',
    description: '<p>Bid <strong>slams</strong>.</p>',
    authorId: author.id,
    priceId: price.id,
    language: 'enGB',
    tagIds: setTagIds,
    coverImagePath: cover,
    onSale: false,
    promoted: false,
    productLinksEnabled: false,
    ...overrides,
  });
  return { make, admin, tags, setTagIds, author, price, cover, input };
}

/** Uploads a small PNG to artwork through the upload protocol; answers its served path. */
export async function uploadCover(api: TestApi, token: string): Promise<string> {
  const file = png(2048);
  const opened = await api.graphql(
    CREATE_UPLOAD_URL,
    { folder: 'artwork', fileName: 'cover.png', contentType: 'image/png', size: file.length },
    { token },
  );
  const upload = opened.body.data?.createUploadUrl as UploadUrl;
  const receipts: string[] = [];
  for (const part of upload.parts) {
    const response = await api.app.request(part.url.slice(TEST_PUBLIC_URL.length), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: file,
    });
    receipts.push(((await response.json()) as { receipt: string }).receipt);
  }
  const done = await api.graphql(
    'mutation ($id: String!, $r: [String!]!) { completeUpload(uploadId: $id, receipts: $r) { path } }',
    { id: upload.uploadId, r: receipts },
    { token },
  );
  expect(done.body.errors).toBeUndefined();
  return (done.body.data?.completeUpload as { path: string } | undefined)?.path ?? '';
}

/** The error codes and messages of an answer. */
export const errorsOf = (body: {
  errors?: readonly { message: string; extensions?: { code?: unknown } }[];
}) => (body.errors ?? []).map((error) => [error.extensions?.code, error.message]);
