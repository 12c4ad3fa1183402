/**
 * Where uploads go (admin.md §7 "Uploads": avatars, backgrounds or artwork; hands.md §7: a PBN
 * goes to 'pbns').
 */
import { ownValue } from '../validation/own-value.js';

export const UPLOAD_FOLDERS = ['avatars', 'backgrounds', 'artwork', 'pbns'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

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

/** admin.md §5 "Image upload": png, jpeg, jpg only, max 100 kb (§9 "image max 100 kb"). */
const IMAGE_RULE: UploadRule = {
  extensions: ['png', 'jpeg', 'jpg'],
  contentType(extension, declared) {
    const type = ownValue(IMAGE_TYPES, extension);
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
  return ownValue(IMAGE_TYPES, extensionOf(fileName));
}
