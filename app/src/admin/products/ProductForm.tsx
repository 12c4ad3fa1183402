/**
 * The product form (admin.md §3, §5): title, description, author, price in the caller's currency,
 * language, tags by group, the cover, and the on-sale, promoted and links checkboxes following
 * §4's rules as they are ticked. Checkboxes a role may not change (§6) show disabled; a product
 * the caller may not change shows read-only.
 */
import {
  CheckboxField,
  CheckboxGroupField,
  ImageUpload,
  RichTextEditor,
  SelectFormField,
  TextFormField,
} from '@tenace/components';
import {
  type Currency,
  type FormProblems,
  LANGUAGES,
  type Language,
  productFlagProblem,
  SET_TAG_GROUPS,
  withFlag,
} from '@tenace/model';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { serverText } from '../../i18n/i18n.js';
import { fileUploader } from '../../lib/upload.js';
import type { AdminProductChoicesQuery } from '../graphql/operations.generated.js';
import type { ProductFormValues, ProductKind } from './product-form-values.js';

type Choices = AdminProductChoicesQuery;
type Flag = 'onSale' | 'promoted' | 'productLinksEnabled';

export interface ProductFormProps {
  readonly kind: ProductKind;
  readonly values: ProductFormValues;
  /**
   * Applies a change to the form's latest values (an upload finishing after other changes must
   * not undo them, so changes are updates, not whole values).
   */
  readonly onChange: (update: (values: ProductFormValues) => ProductFormValues) => void;
  readonly choices: Choices;
  readonly currency: Currency;
  /** The problems shown: none until the first save. */
  readonly problems: FormProblems;
  readonly isReadOnly: boolean;
}

const GROUPS = [...SET_TAG_GROUPS, 'General'] as const;

export function ProductForm(props: ProductFormProps) {
  const { kind, values, onChange, choices, currency, problems, isReadOnly } = props;
  const { t, i18n } = useTranslation('admin');
  const client = useClient();
  const capabilities = new Set(choices.myCapabilities);
  const set = (change: Partial<ProductFormValues>) =>
    onChange((current) => ({ ...current, ...change }));
  const binding = (name: 'title' | 'authorId' | 'priceId' | 'language') => ({
    name,
    value: values[name],
    onChange: (value: string) => set({ [name]: value } as Partial<ProductFormValues>),
    onBlur: () => undefined,
    problem: problems[name],
  });
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency });
  const language = values.language === '' ? 'enGB' : values.language;
  const tagsOf = (group: (typeof GROUPS)[number]) =>
    (choices.tags ?? []).filter(
      (tag) => tag.language === language && tag.tagGroup?.nameEnGB === group,
    );
  const mayTick: Record<Flag, boolean> = {
    onSale: capabilities.has('onSaleToggle'),
    promoted: capabilities.has('promotedToggle') && values.onSale,
    productLinksEnabled: true,
  };
  // admin.md §4, live: the blocking message shows as soon as a flag breaks a rule.
  const flagProblem = productFlagProblem({
    ...values,
    hasCover: values.coverImagePath !== undefined,
  });

  return (
    <fieldset className="admin-product-form" disabled={isReadOnly}>
      <TextFormField label={t('product.title')} isRequired {...binding('title')} />
      <RichTextEditor
        label={t('product.description')}
        value={values.description}
        onChange={(description) => set({ description })}
        isReadOnly={isReadOnly}
      />
      <SelectFormField
        label={t('product.author')}
        options={(choices.authors ?? []).map((author) => ({
          id: String(author.id),
          label: author.fullName,
        }))}
        {...binding('authorId')}
      />
      <SelectFormField
        label={t('product.price')}
        options={(choices.prices ?? []).map((price) => ({
          id: String(price.id),
          label: t('product.priceOption', {
            name: price.name,
            amount: money.format(price[`price${currency}`]),
          }),
        }))}
        {...binding('priceId')}
      />
      <SelectFormField
        label={t('product.language')}
        options={LANGUAGES.map((id: Language) => ({ id, label: t(`language.${id}`) }))}
        {...binding('language')}
        // Tags are per language (admin.md §3): another language's tags do not carry over.
        onChange={(next) => set({ language: next as Language, tagIds: [] })}
      />
      <fieldset className="admin-fieldset">
        <legend>{t('product.tags')}</legend>
        {GROUPS.map((group) => {
          const ids = new Set(tagsOf(group).map((tag) => tag.id));
          return (
            <CheckboxGroupField
              key={group}
              label={t(`product.group.${group}`)}
              options={tagsOf(group).map((tag) => ({ id: String(tag.id), label: tag.name }))}
              value={values.tagIds.filter((id) => ids.has(id)).map(String)}
              onChange={(ticked) =>
                onChange((current) => ({
                  ...current,
                  tagIds: [...current.tagIds.filter((id) => !ids.has(id)), ...ticked.map(Number)],
                }))
              }
              isRequired={kind === 'Set' && group !== 'General'}
              isDisabled={isReadOnly}
            />
          );
        })}
        {problems.tagIds && (
          <p className="admin-problem" role="alert">
            {t('store.validation.setTagsRequired', { ns: 'translation' })}
          </p>
        )}
      </fieldset>
      <ImageUpload
        label={t('product.cover')}
        value={values.coverImagePath}
        onChange={(coverImagePath) => {
          // No cover: off sale and links off (admin.md §4).
          const flags =
            coverImagePath === undefined
              ? { onSale: false, promoted: false, productLinksEnabled: false }
              : {};
          set({ coverImagePath, ...flags });
        }}
        upload={fileUploader({
          client,
          destination: { folder: 'artwork' },
          translate: (message) => serverText(i18n, message),
        })}
      />
      <fieldset className="admin-fieldset">
        <legend>{t('product.flags')}</legend>
        {(['onSale', 'promoted', 'productLinksEnabled'] as const).map((flag) => (
          <CheckboxField
            key={flag}
            isSelected={values[flag]}
            isDisabled={isReadOnly || !mayTick[flag]}
            onChange={(ticked) => onChange((current) => withFlag(current, flag, ticked))}
          >
            {t(flag === 'productLinksEnabled' ? 'product.linksEnabled' : `product.${flag}`)}
          </CheckboxField>
        ))}
        {!isReadOnly && !capabilities.has('onSaleToggle') && <p>{t('product.noCapability')}</p>}
        {flagProblem && (
          <p className="admin-problem" role="alert">
            {t(`store.validation.${flagProblem}`, { ns: 'translation' })}
          </p>
        )}
      </fieldset>
    </fieldset>
  );
}
