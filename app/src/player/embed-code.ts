/** The iframe that embeds a hand on another site (storefront.md §9), through its product link. */
export function embedCode(options: {
  readonly origin: string;
  readonly handId: number;
  readonly linkId: string;
  readonly width: number;
  readonly height: number;
}): string {
  const src = `${options.origin}/embed/hands/${options.handId}?link=${encodeURIComponent(options.linkId)}`;
  return `<iframe src="${src}" width="${options.width}" height="${options.height}" style="border:0" allow="fullscreen" title="Tenace hand"></iframe>`;
}
