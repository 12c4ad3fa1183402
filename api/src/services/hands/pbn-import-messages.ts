/**
 * The PBN upload's own failures (hands.md §8): the author reads them after 'Converting PBN
 * failed: ', which the browser adds.
 */
export const PBN_IMPORT_MESSAGES = {
  noGames: 'the file holds no games',
  fileGone: 'the uploaded file is no longer stored',
  unreadable: 'the file could not be read as PBN',
  badLimit: 'The limit must be from 1 to 20',
  notAPbnName: 'the stored name does not name a set or an article',
} as const;
