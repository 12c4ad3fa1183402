/**
 * Where uploads go and what each place takes (admin.md §5 "Image upload", §7 "Uploads": avatars,
 * backgrounds or artwork; hands.md §5, §7: a PBN goes to 'pbns'), with the refusals' texts: the
 * server checks them when an upload opens and as its parts arrive, the browser before it sends.
 */

import type { UploadFolder } from './generated/enums.js';

/** What a folder accepts. */
export interface UploadRule {
  /** The accepted file name extensions, lower case, as the spec lists them. */
  readonly extensions: readonly string[];
  /** The content type a file of `extension` is stored and served with, if `declared` fits it. */
  contentType(extension: string, declared: string): string | undefined;
  /** The largest file, in KB of 1024 bytes. */
  readonly maxKb: number;
  /** Whether `GET /uploads/<folder>/<name>` serves the files (pictures are public; PBNs are not). */
  readonly public: boolean;
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
};

/** The picture type of an extension; never what every object inherits ('constructor'…). */
const ownImageType = (extension: string): string | undefined =>
  Object.hasOwn(IMAGE_TYPES, extension) ? IMAGE_TYPES[extension] : undefined;

/** admin.md §5 "Image upload": png, jpeg, jpg only, max 100 kb (§9 "image max 100 kb"). */
const IMAGE_RULE: UploadRule = {
  extensions: ['png', 'jpeg', 'jpg'],
  contentType(extension, declared) {
    const type = ownImageType(extension);
    return type !== undefined && declared.toLowerCase() === type ? type : undefined;
  },
  maxKb: 100,
  public: true,
};

/** hands.md §5: only .pbn files of content type text/*, at most 1024 KB. */
const PBN_RULE: UploadRule = {
  extensions: ['pbn'],
  contentType(extension, declared) {
    const type = declared.toLowerCase();
    return extension === 'pbn' && /^text\/[a-z0-9.+-]+$/.test(type) ? type : undefined;
  },
  maxKb: 1024,
  public: false,
};

export const UPLOAD_RULES: Readonly<Record<UploadFolder, UploadRule>> = {
  avatars: IMAGE_RULE,
  backgrounds: IMAGE_RULE,
  artwork: IMAGE_RULE,
  pbns: PBN_RULE,
};

/** The lower-cased extension of a file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The content type a stored file is served with, from its name (only public folders hold them). */
export function servedContentType(fileName: string): string | undefined {
  return ownImageType(extensionOf(fileName));
}

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

/**
 * The refusal of a file the browser is about to send, in the words the server would use, or
 * undefined when it may go (the server checks again, by content).
 *
 * @example
 * uploadRefusal('pbns', { name: 'club.pbn', type: 'text/plain', size: 2_000_000 })
 * // 'upload error: File must be a less than 1024kb'
 */
export function uploadRefusal(
  folder: UploadFolder,
  file: { readonly name: string; readonly type: string; readonly size: number },
): string | undefined {
  const rule = UPLOAD_RULES[folder];
  const extension = extensionOf(file.name);
  if (!rule.extensions.includes(extension) || rule.contentType(extension, file.type) === undefined)
    return UPLOAD_MESSAGES.wrongType(rule.extensions);
  if (file.size > rule.maxKb * 1024) return UPLOAD_MESSAGES.tooLarge(rule.maxKb);
  if (file.size < 1) return UPLOAD_MESSAGES.empty;
  return undefined;
}

/** hands.md §4, §9: a PBN upload's record is asked for every 1 s, at most 30 times. */
export const PBN_POLL_INTERVAL_MS = 1000;
export const PBN_POLL_TRIES = 30;
