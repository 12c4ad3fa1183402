/** What an upload refusal starts with (admin.md §8 and hands.md §8: "prefixed 'upload error: '"). */
export const UPLOAD_ERROR_PREFIX = 'upload error: ';

/**
 * The refusals of an upload. The type and size messages are admin.md §5's ('File must be a less
 * than {n}kb', 'File must be a {types}'); the others are ours. Each carries the spec's prefix.
 */
export const UPLOAD_MESSAGES = {
  tooLarge: (maxKb: number) => `${UPLOAD_ERROR_PREFIX}File must be a less than ${maxKb}kb`,
  wrongType: (extensions: readonly string[]) =>
    `${UPLOAD_ERROR_PREFIX}File must be a ${extensions.join(', ')}`,
  empty: `${UPLOAD_ERROR_PREFIX}The file is empty`,
  badLink: `${UPLOAD_ERROR_PREFIX}The upload link is not valid`,
  expired: `${UPLOAD_ERROR_PREFIX}The upload link has expired`,
  notOpen: `${UPLOAD_ERROR_PREFIX}This upload is finished or was cancelled`,
  partSize: `${UPLOAD_ERROR_PREFIX}A part is not the size its link was made for`,
  missingPart: `${UPLOAD_ERROR_PREFIX}A part of the file has not been uploaded`,
  parentRequired: `${UPLOAD_ERROR_PREFIX}A PBN file needs the set or article it is for`,
  collectionParent: `${UPLOAD_ERROR_PREFIX}A PBN file goes into a set or an article, not a collection`,
} as const;
