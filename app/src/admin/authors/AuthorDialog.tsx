/**
 * The author add/edit dialog (admin.md §2 "Authors list with an add/edit dialog", §3 Author, §5
 * Author form): names, language, avatar (required) and background pictures shown at 120x120, the
 * bio with its count of 1000, the royalty, the links, and, when editing, the author's History.
 */
import {
  FormDialog,
  FormImageField,
  FormLinksField,
  FormSelectField,
  FormTextField,
  HistoryPanel,
} from '@tenace/components';
import {
  AUTHOR_LINK_TYPES,
  AUTHOR_SCHEMA,
  BIO_MAX,
  LANGUAGES,
  LINK_URL_MAX,
  TEXT_MAX,
} from '@tenace/model';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { serverText } from '../../i18n/i18n.js';
import { fileUploader } from '../../lib/upload.js';
import { useModelResolver } from '../forms/model-resolver.js';
import { AdminAuthorHistoryDocument } from '../graphql/documents/AdminAuthorHistory.generated.js';
import {
  type AuthorFormValues,
  authorFormValues,
  authorInput,
  type EditedAuthor,
  NEW_AUTHOR,
} from './author-form.js';

export interface AuthorDialogProps {
  /** The author edited; null to add one. */
  readonly author: EditedAuthor | null;
  readonly onSubmit: (values: AuthorFormValues) => Promise<void>;
  readonly onCancel: () => void;
}

export function AuthorDialog({ author, onSubmit, onCancel }: AuthorDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const client = useClient();
  const resolver = useModelResolver<AuthorFormValues>(AUTHOR_SCHEMA, authorInput);
  const uploader = (folder: 'avatars' | 'backgrounds') =>
    fileUploader({
      client,
      destination: { folder },
      translate: (message) => serverText(i18n, message),
    });
  const languages = LANGUAGES.map((language) => ({
    id: language,
    label: t(`language.${language}`),
  }));
  const linkTypes = AUTHOR_LINK_TYPES.map((type) => ({
    id: type,
    label: t(`authors.link.${type}`),
  }));
  return (
    <FormDialog<AuthorFormValues>
      isOpen
      title={author === null ? t('authors.addTitle') : t('authors.editTitle')}
      defaultValues={author === null ? NEW_AUTHOR : authorFormValues(author)}
      resolver={resolver}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormTextField
        name="firstName"
        label={t('authors.firstName')}
        isRequired
        maxLength={TEXT_MAX}
      />
      <FormTextField
        name="lastName"
        label={t('authors.lastName')}
        isRequired
        maxLength={TEXT_MAX}
      />
      <FormSelectField
        name="language"
        label={t('authors.language')}
        options={languages}
        isRequired
      />
      <FormImageField name="avatarPath" label={t('authors.avatar')} upload={uploader('avatars')} />
      <FormImageField
        name="backgroundImagePath"
        label={t('authors.background')}
        upload={uploader('backgrounds')}
      />
      <FormTextField name="bio" label={t('authors.bio')} rows={5} maxLength={BIO_MAX} showCount />
      <FormTextField
        name="royaltyPercentage"
        label={t('authors.royaltyPercentage')}
        isRequired
        maxLength={3}
      />
      <FormLinksField
        name="links"
        label={t('authors.links')}
        types={linkTypes}
        maxLength={LINK_URL_MAX}
      />
      {author !== null && <AuthorHistory id={author.id} />}
    </FormDialog>
  );
}

function AuthorHistory({ id }: { id: number }) {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AdminAuthorHistoryDocument,
    variables: { id },
    requestPolicy: 'network-only',
  });
  return (
    <HistoryPanel
      entries={data?.auditLog ?? []}
      status={error ? 'error' : fetching && data === undefined ? 'loading' : 'ready'}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
    />
  );
}
