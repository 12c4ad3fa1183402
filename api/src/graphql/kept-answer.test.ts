import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, formFor, keepAnswer } from './kept-answer.js';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString();

describe('keepAnswer', () => {
  it('keeps a small answer as its UTF-8 bytes alone, sent as they are whatever the client accepts', () => {
    const answer = keepAnswer('{"data":{"title":"Slam à la carte"}}', { compress: true });
    expect(text(answer.plain.bytes)).toBe('{"data":{"title":"Slam à la carte"}}');
    expect(answer.compressed).toEqual([]);
    expect(answer.weight).toBe(answer.plain.bytes.byteLength);
    expect(formFor(answer, 'gzip, deflate, br')).toBe(answer.plain);
  });

  it('keeps a large answer compressed too, brotli first, and sends the best form a client reads', () => {
    const json = JSON.stringify({
      data: Array.from({ length: 500 }, (_, id) => ({ id, title: `Set ${id}` })),
    });
    expect(json.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const answer = keepAnswer(json, { compress: true });
    expect(answer.compressed.map((form) => form.encoding)).toEqual(['br', 'gzip']);
    const [brotli, gzip] = answer.compressed;
    expect(text(brotliDecompressSync(brotli?.bytes ?? new Uint8Array()))).toBe(json);
    expect(text(gunzipSync(gzip?.bytes ?? new Uint8Array()))).toBe(json);
    expect(answer.weight).toBe(
      json.length + (brotli?.bytes.byteLength ?? 0) + (gzip?.bytes.byteLength ?? 0),
    );

    expect(formFor(answer, 'gzip, deflate, br')).toBe(brotli);
    expect(formFor(answer, 'gzip, deflate')).toBe(gzip);
    expect(formFor(answer, 'br;q=0, *')).toBe(gzip);
    expect(formFor(answer, 'identity')).toBe(answer.plain);
    expect(formFor(answer, undefined)).toBe(answer.plain);
  });

  it('keeps a large answer plain alone when told not to compress it', () => {
    const json = JSON.stringify({ data: 'x'.repeat(COMPRESS_FROM_BYTES) });
    const answer = keepAnswer(json, { compress: false });
    expect(answer.compressed).toEqual([]);
    expect(answer.weight).toBe(json.length);
    expect(formFor(answer, 'gzip, deflate, br')).toBe(answer.plain);
  });
});
