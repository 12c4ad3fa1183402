/**
 * The product list's filter panel (storefront.md §2): Purchase type (with the subscriptions
 * flag), Difficulty, System, Type and Author; a group of more than 5 values shows 5 until opened.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { FEATURES, FILTER_COLLAPSE_ABOVE } from '../config.js';
import { FilterTagsDocument } from '../graphql/operations.generated.js';
import { type FilterGroup, TAG_FILTER_GROUPS, toggleFilter } from './product-filters.js';
import { useLocaleVariables } from './use-locale-variables.js';

interface GroupProps {
  readonly group: FilterGroup;
  readonly label: string;
  readonly values: readonly string[];
}

function FilterGroupBox({ group, label, values }: GroupProps) {
  const { t } = useTranslation('app');
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const chosen = params.getAll(group);
  const shown = open ? values : values.slice(0, FILTER_COLLAPSE_ABOVE);
  return (
    <fieldset className="filter-group">
      <legend>{label}</legend>
      {shown.map((value) => (
        <label key={value}>
          <input
            type="checkbox"
            checked={chosen.includes(value)}
            onChange={() => setParams(toggleFilter(params, group, value), { replace: true })}
          />
          {value}
        </label>
      ))}
      {values.length > FILTER_COLLAPSE_ABOVE && (
        <button type="button" className="link" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? t('filters.less') : t('filters.more')}
        </button>
      )}
    </fieldset>
  );
}

export function FilterPanel() {
  const { t } = useTranslation('app');
  const { language } = useLocaleVariables();
  const [{ data }] = useQuery({ query: FilterTagsDocument, variables: { language } });
  const groups = data?.tagGroups ?? [];
  const tags = data?.tags ?? [];
  const authors = (data?.authors ?? []).map((author) => author.fullName);
  return (
    <section className="filters" aria-label={t('filters.title')}>
      {FEATURES.subscriptions && (
        <FilterGroupBox
          group="Purchase type"
          label={t('filters.purchaseType')}
          values={['OneOff', 'Subscription']}
        />
      )}
      {TAG_FILTER_GROUPS.map((name) => {
        const group = groups.find((g) => g.nameEnGB === name);
        if (group === undefined) return null;
        const values = tags.filter((tag) => tag.tagGroupId === group.id).map((tag) => tag.name);
        return <FilterGroupBox key={name} group={name} label={group.name} values={values} />;
      })}
      {authors.length > 0 && (
        <FilterGroupBox group="Author" label={t('filters.author')} values={authors} />
      )}
    </section>
  );
}
