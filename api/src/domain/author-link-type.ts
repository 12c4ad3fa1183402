/** admin.md §3 "Author": the link types, each at most once per author. */
export const AUTHOR_LINK_TYPES = [
  'Email',
  'Facebook',
  'Website',
  'Twitter',
  'YouTube',
  'BBO',
  'BridgeWinners',
] as const;
export type AuthorLinkType = (typeof AUTHOR_LINK_TYPES)[number];
