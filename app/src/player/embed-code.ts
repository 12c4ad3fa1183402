/**
 * The iframe that embeds a hand on another site (storefront.md §9: "an iframe with given width
 * and height"), through its product link. The player takes its compact layout in any frame from
 * the smallest up (the kit's COMPACT_FRAME_QUERY), so every size offered fits it whole.
 */

/** The smallest frame the player fits whole: a phone-sized 320 by 480 px. */
export const SMALLEST_FRAME = { width: 320, height: 480 } as const;

/** The frame offered first: a blog column's width, the compact player with room to spare. */
export const OFFERED_FRAME = { width: 800, height: 600 } as const;

/** The iframe's code; a size below the smallest frame is raised to it. */
export function embedCode(options: {
  readonly origin: string;
  readonly handId: number;
  readonly linkId: string;
  readonly width: number;
  readonly height: number;
}): string {
  const src = `${options.origin}/embed/hands/${options.handId}?link=${encodeURIComponent(options.linkId)}`;
  const width = Math.max(SMALLEST_FRAME.width, Math.round(options.width) || 0);
  const height = Math.max(SMALLEST_FRAME.height, Math.round(options.height) || 0);
  return `<iframe src="${src}" width="${width}" height="${height}" style="border:0" allow="fullscreen" title="Tenace hand"></iframe>`;
}
