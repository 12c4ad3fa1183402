/**
 * The tag add/edit dialog (admin.md §2 /admin/tags "add/edit panel", §5 Tag): name, language,
 * group and position, the tag's variant in the other language as the group and position being
 * typed find it (docs/decisions.md "Tags"), and, when editing, the tag's History.
 */
import { FormDialog, FormSelectField, FormTextField, HistoryPanel } from '@tenace/components';
import { LANGUAGES, TAG_SCHEMA, TEXT_MAX, tagVariants } from '@tenace/model';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useModelResolver } from '../forms/model-resolver.js';
import { AdminTagChoicesDocument } from '../graphql/documents/AdminTagChoices.generated.js';
import { AdminTagHistoryDocument } from '../graphql/documents/AdminTagHistory.generated.js';
import type { AdminTagChoicesQuery } from '../graphql/operations.generated.js';
import {
  type EditedTag,
  NEW_TAG,
  NO_GROUP,
  type TagFormValues,
  tagFormValues,
  tagInput,
} from './tag-form.js';

export interface TagDialogProps {
  /** The tag edited; null to add one. */
  readonly tag: EditedTag | null;
  readonly onSubmit: (values: TagFormValues) => Promise<void>;
  readonly onCancel: () => void;
}

export function TagDialog({ tag, onSubmit, onCancel }: TagDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const resolver = useModelResolver<TagFormValues>(TAG_SCHEMA, tagInput);
  const [{ data }] = useQuery({
    query: AdminTagChoicesDocument,
    variables: { language: i18n.language.startsWith('nl') ? 'nlNL' : 'enGB' },
    requestPolicy: 'cache-and-network',
  });
  const groups = [
    { id: NO_GROUP, label: t('tags.noGroup') },
    ...(data?.tagGroups ?? []).map((group) => ({ id: String(group.id), label: group.name })),
  ];
  const languages = LANGUAGES.map((language) => ({
    id: language,
    label: t(`language.${language}`),
  }));
  return (
    <FormDialog<TagFormValues>
      isOpen
      title={tag === null ? t('tags.addTitle') : t('tags.editTitle')}
      defaultValues={tag === null ? NEW_TAG : tagFormValues(tag)}
      resolver={resolver}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormTextField name="name" label={t('tags.name')} isRequired maxLength={TEXT_MAX} />
      <FormSelectField name="language" label={t('tags.language')} options={languages} isRequired />
      <FormSelectField name="tagGroupId" label={t('tags.group')} options={groups} />
      <FormTextField name="position" label={t('tags.position')} isRequired maxLength={3} />
      <VariantLine tagId={tag?.id ?? null} tags={data?.tags ?? []} />
      {tag !== null && <TagHistory id={tag.id} />}
    </FormDialog>
  );
}

type ChoiceTag = NonNullable<AdminTagChoicesQuery['tags']>[number];

/** The variant of the place being typed, announced as it changes. */
function VariantLine({ tagId, tags }: { tagId: number | null; tags: readonly ChoiceTag[] }) {
  const { t } = useTranslation('admin');
  const values = useWatch<TagFormValues>() as TagFormValues;
  const input = tagInput(values);
  const place = { ...input, id: tagId ?? 0, language: values.language as ChoiceTag['language'] };
  const others = LANGUAGES.filter((language) => language !== values.language);
  const found = Number.isInteger(input.position) ? tagVariants(place, tags) : [];
  return (
    <p className="admin-tag-variant" aria-live="polite">
      {others.map((language) => {
        const variant = found.find((tag) => tag.language === language);
        const label = t(`language.${language}`);
        return variant === undefined
          ? t('tags.noVariant', { language: label })
          : t('tags.variant', { language: label, name: variant.name });
      })}
    </p>
  );
}

function TagHistory({ id }: { id: number }) {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AdminTagHistoryDocument,
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
