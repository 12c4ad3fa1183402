/**
 * The hands of a set or an article for staff (hands.md §2 "Hand list table within a set or
 * article: columns are reorder arrows, Title (with edit and link), Status with actions, and a Free
 * checkbox"; §4 Hand status; §6). The server decides what each row offers (`actions`); the list
 * shows exactly that, asks before deleting ('Are you sure you want to delete this hand?') and
 * hands every request to its owner.
 */
import type { HandStatus } from '@tenace/engine';
import { HAND_STATUS_ACTION_EVENTS, type HandAction, type HandStatusAction } from '@tenace/model';
import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { button } from '../ActionButton/ActionButton.css.js';
import { CheckboxField } from '../CheckboxField/CheckboxField.js';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './HandList.css.js';

/** The status moves a row's buttons ask for, in the order shown. */
const STATUS_ACTIONS = Object.keys(HAND_STATUS_ACTION_EVENTS) as HandStatusAction[];

export interface HandListRow {
  readonly id: number;
  readonly title: string;
  readonly status: HandStatus;
  readonly freeToPlay: boolean;
  /** What the server lets the caller do with the hand (the API's Hand.actions). */
  readonly actions: readonly HandAction[];
  /** The hand's editor, where the row offers Edit. */
  readonly editHref?: string;
}

export interface HandListProps {
  readonly label: string;
  readonly hands: readonly HandListRow[];
  /** While a change is on its way: the controls wait. @default false */
  readonly isPending?: boolean;
  readonly onMove: (id: number, direction: 'Up' | 'Down') => void;
  readonly onStatus: (id: number, action: HandStatusAction) => void;
  readonly onDelete: (id: number) => void;
  readonly onFreeChange: (id: number, freeToPlay: boolean) => void;
}

/**
 * @example
 * <HandList label="Hands" hands={rows} onMove={move} onStatus={changeStatus} onDelete={remove} onFreeChange={setFree} />
 */
export function HandList(props: HandListProps) {
  const { label, hands, isPending = false } = props;
  const { t } = useTranslation('staff');
  const [deleting, setDeleting] = useState<HandListRow | null>(null);
  if (hands.length === 0) return <p className={styles.empty}>{t('handList.empty')}</p>;
  return (
    <>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('handList.order')}</th>
            <th scope="col">{t('handList.title')}</th>
            <th scope="col">{t('handList.status')}</th>
            <th scope="col">{t('handList.free')}</th>
          </tr>
        </thead>
        <tbody>
          {hands.map((hand, index) => (
            <tr key={hand.id}>
              <td className={styles.order}>
                {hand.actions.includes('Reorder') && (
                  <>
                    <Button
                      className={styles.arrow}
                      aria-label={t('handList.moveUp', { title: hand.title })}
                      isDisabled={isPending || index === 0}
                      onPress={() => props.onMove(hand.id, 'Up')}
                    >
                      ↑
                    </Button>
                    <Button
                      className={styles.arrow}
                      aria-label={t('handList.moveDown', { title: hand.title })}
                      isDisabled={isPending || index === hands.length - 1}
                      onPress={() => props.onMove(hand.id, 'Down')}
                    >
                      ↓
                    </Button>
                  </>
                )}
              </td>
              <th scope="row" className={styles.title}>
                {hand.actions.includes('Edit') && hand.editHref !== undefined ? (
                  <Link href={hand.editHref}>{hand.title}</Link>
                ) : (
                  hand.title
                )}
              </th>
              <td>
                <span className={styles.status} data-status={hand.status}>
                  {t(`handList.statusName.${hand.status}`)}
                </span>
                <span className={styles.actions}>
                  {STATUS_ACTIONS.filter((action) => hand.actions.includes(action)).map(
                    (action) => (
                      <Button
                        key={action}
                        className={button}
                        isDisabled={isPending}
                        aria-label={t('handList.actionOf', {
                          action: t(`handList.action.${action}`),
                          title: hand.title,
                        })}
                        onPress={() => props.onStatus(hand.id, action)}
                      >
                        {t(`handList.action.${action}`)}
                      </Button>
                    ),
                  )}
                  {hand.actions.includes('Delete') && (
                    <Button
                      className={button}
                      isDisabled={isPending}
                      aria-label={t('handList.deleteOf', { title: hand.title })}
                      onPress={() => setDeleting(hand)}
                    >
                      {t('handList.delete')}
                    </Button>
                  )}
                </span>
              </td>
              <td>
                <CheckboxField
                  isSelected={hand.freeToPlay}
                  isDisabled={isPending || !hand.actions.includes('Edit')}
                  onChange={(free) => props.onFreeChange(hand.id, free)}
                >
                  <span className={visuallyHidden}>
                    {t('handList.freeOf', { title: hand.title })}
                  </span>
                </CheckboxField>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('handList.deleteConfirm')}
        message={deleting?.title ?? ''}
        confirmLabel={t('handList.delete')}
        isPending={isPending}
        onConfirm={() => {
          if (deleting !== null) props.onDelete(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
