/** The size of every part but the last of an upload (admin.md §9: "upload part 5242880 bytes"). */
export const UPLOAD_PART_BYTES = 5_242_880;

/**
 * The sizes of the parts a file of `size` bytes is sent in: `partBytes` each, the last smaller.
 *
 * @example
 * partSizes(12, 5) // [5, 5, 2]
 */
export function partSizes(size: number, partBytes: number): number[] {
  const sizes: number[] = [];
  for (let left = size; left > 0; left -= partBytes) sizes.push(Math.min(left, partBytes));
  return sizes;
}
