/**
 * The author dialog's values (admin.md §3 Author, §5 Author form): what its fields hold, and the
 * `AuthorInput` they make. admin.md §5: "a link is added only when type and URL are both set", so
 * a row with only one of them is left out, not refused.
 */
import type { AuthorLinkType, Language } from '@tenace/model';

export interface AuthorLinkValues {
  linkType: string;
  linkUrl: string;
}

export interface AuthorFormValues {
  firstName: string;
  lastName: string;
  language: string;
  bio: string;
  royaltyPercentage: string;
  avatarPath: string;
  backgroundImagePath: string;
  links: AuthorLinkValues[];
}

/** An author as authorById answers it, for editing. */
export interface EditedAuthor {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly language: Language;
  readonly bio: string;
  readonly royaltyPercentage?: number | null;
  readonly avatarPath: string;
  readonly backgroundImagePath?: string | null;
  readonly authorLinks: readonly { readonly linkType: AuthorLinkType; readonly linkUrl: string }[];
}

export const NEW_AUTHOR: AuthorFormValues = {
  firstName: '',
  lastName: '',
  language: 'enGB',
  bio: '',
  royaltyPercentage: '0',
  avatarPath: '',
  backgroundImagePath: '',
  links: [],
};

export function authorFormValues(author: EditedAuthor): AuthorFormValues {
  return {
    firstName: author.firstName,
    lastName: author.lastName,
    language: author.language,
    bio: author.bio,
    royaltyPercentage: String(author.royaltyPercentage ?? 0),
    avatarPath: author.avatarPath,
    backgroundImagePath: author.backgroundImagePath ?? '',
    links: author.authorLinks.map((link) => ({ ...link })),
  };
}

/**
 * The values as AUTHOR_SCHEMA and upsertAuthor take them: half-filled link rows left out, a
 * royalty that is no number kept as NaN (the schema says 'Must be a whole number').
 */
export function authorInput(values: AuthorFormValues) {
  const royalty = values.royaltyPercentage.trim();
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    language: values.language,
    bio: values.bio,
    royaltyPercentage: royalty === '' ? Number.NaN : Number(royalty),
    avatarPath: values.avatarPath,
    backgroundImagePath: values.backgroundImagePath === '' ? null : values.backgroundImagePath,
    links: values.links
      .filter((link) => link.linkType !== '' && link.linkUrl.trim() !== '')
      .map((link) => ({ linkType: link.linkType, linkUrl: link.linkUrl.trim() })),
  };
}
