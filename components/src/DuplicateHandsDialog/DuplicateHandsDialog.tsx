/**
 * The duplicate-hands dialog (hands.md §2 "Other screens": "Product search form: 'Type a product
 * title...' with a Search button. A tree of a product's hands with checkboxes"; §7 the search
 * uses limit 100, ordered by title descending): the author finds sets by title, ticks hands of
 * any of them and copies them into the set or article being edited. The owner searches and
 * copies; the dialog keeps the ticks.
 */
import { SEARCH_TERM_MAX } from '@tenace/model';
import { type FormEvent, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { CheckboxField } from '../CheckboxField/CheckboxField.js';
import { Overlay } from '../Overlay/Overlay.js';
import * as styles from './DuplicateHandsDialog.css.js';

export interface DuplicableProduct {
  readonly id: number;
  readonly title: string;
  readonly hands: readonly { readonly id: number; readonly title: string }[];
}

export interface DuplicateHandsDialogProps {
  readonly isOpen: boolean;
  /** The products found for the last search; undefined before the first search. */
  readonly products: readonly DuplicableProduct[] | undefined;
  readonly onSearch: (term: string) => void;
  /** While a search or the copy is on its way. @default false */
  readonly isPending?: boolean;
  /** Copies the ticked hands, in the order shown. */
  readonly onDuplicate: (handIds: number[]) => void;
  readonly onClose: () => void;
}

/**
 * @example
 * <DuplicateHandsDialog isOpen products={found} onSearch={search} onDuplicate={copy} onClose={close} />
 */
export function DuplicateHandsDialog(props: DuplicateHandsDialogProps) {
  const { isOpen, products, isPending = false } = props;
  const { t } = useTranslation('staff');
  const titleId = useId();
  const [term, setTerm] = useState('');
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (term.trim() !== '') props.onSearch(term.trim());
  };
  const tick = (id: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const order = (products ?? []).flatMap((product) => product.hands.map((hand) => hand.id));

  return (
    <Overlay isOpen={isOpen} onClose={props.onClose} isDismissable aria-labelledby={titleId}>
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {t('duplicateHands.title')}
        </h2>
        <form className={styles.search} onSubmit={search}>
          <input
            className={styles.input}
            aria-label={t('duplicateHands.placeholder')}
            placeholder={t('duplicateHands.placeholder')}
            value={term}
            maxLength={SEARCH_TERM_MAX}
            onChange={(event) => setTerm(event.target.value)}
          />
          <Button
            type="submit"
            className={styles.cancel}
            isDisabled={term.trim() === '' || isPending}
          >
            {t('duplicateHands.search')}
          </Button>
        </form>
        {products !== undefined && products.length === 0 && <p>{t('duplicateHands.none')}</p>}
        {products !== undefined && products.length > 0 && (
          <ul className={styles.tree} aria-label={t('duplicateHands.results')}>
            {products.map((product) => (
              <li key={product.id}>
                <span className={styles.product}>{product.title}</span>
                {product.hands.length === 0 ? (
                  <p className={styles.empty}>{t('duplicateHands.noHands')}</p>
                ) : (
                  <ul className={styles.hands}>
                    {product.hands.map((hand) => (
                      <li key={hand.id}>
                        <CheckboxField
                          isSelected={ticked.has(hand.id)}
                          onChange={(on) => tick(hand.id, on)}
                        >
                          {hand.title}
                        </CheckboxField>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <Button className={styles.cancel} onPress={props.onClose} isDisabled={isPending}>
            {t('dialog.cancel')}
          </Button>
          <ActionButton
            variant="primary"
            isDisabled={ticked.size === 0 || isPending}
            onPress={() => props.onDuplicate(order.filter((id) => ticked.has(id)))}
          >
            {t('duplicateHands.copy', { count: ticked.size })}
          </ActionButton>
        </div>
      </div>
    </Overlay>
  );
}
