/**
 * An edited entity's history from the audit log (DESIGN.md "Decisions": the audit log, shown beside each
 * edited entity): newest first, each write with when, which operation, who (and on
 * whose behalf, when impersonating) and every changed field before → after. The admin screens
 * pass the `auditLog` query's entries; loading and error states are theirs to report here.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { en } from '../i18n/en.js';
import * as styles from './HistoryPanel.css.js';

/** One changed field: its values as the API sends them, JSON text; null where absent. */
export interface HistoryChange {
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
}

/** One write: the API's `AuditEntry`, as much of it as the panel shows. */
export interface HistoryEntry {
  readonly id: number;
  /** ISO 8601, UTC. */
  readonly at: string;
  readonly operation: string;
  readonly actor: { readonly fullName: string };
  readonly onBehalfOf: { readonly fullName: string } | null;
  readonly changes: readonly HistoryChange[];
}

export interface HistoryPanelProps {
  /** The entries, newest first; read when `status` is 'ready'. @default [] */
  readonly entries?: readonly HistoryEntry[];
  /** @default 'ready' */
  readonly status?: 'loading' | 'error' | 'ready';
  /** Asks for the history again after an error; without it the error offers no retry. */
  readonly onRetry?: () => void;
}

type Known<T> = keyof T & string;
const isKnown = <T extends object>(table: T, key: string): key is Known<T> => key in table;

/**
 * @example
 * <HistoryPanel entries={data?.auditLog} status={fetching ? 'loading' : error ? 'error' : 'ready'} onRetry={refetch} />
 */
export function HistoryPanel({ entries = [], status = 'ready', onRetry }: HistoryPanelProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const dates = new Intl.DateTimeFormat(i18n.language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const operation = (name: string) =>
    isKnown(en.historyPanel.operation, name) ? t(`historyPanel.operation.${name}`) : name;
  const field = (name: string) =>
    isKnown(en.historyPanel.field, name) ? t(`historyPanel.field.${name}`) : name;
  const value = (json: string | null) => {
    const parsed: unknown = json === null ? null : JSON.parse(json);
    if (parsed === null) return t('historyPanel.none');
    return shortened(typeof parsed === 'string' ? parsed : JSON.stringify(parsed));
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-status={status}>
      <h2 id={titleId} className={styles.title}>
        {t('historyPanel.title')}
      </h2>
      {status === 'loading' && (
        <p role="status" className={styles.note}>
          {t('historyPanel.loading')}
        </p>
      )}
      {status === 'error' && (
        <div role="alert" className={styles.error}>
          <p>{t('historyPanel.error')}</p>
          {onRetry && <ActionButton onPress={onRetry}>{t('historyPanel.retry')}</ActionButton>}
        </div>
      )}
      {status === 'ready' && entries.length === 0 && (
        <p className={styles.note}>{t('historyPanel.empty')}</p>
      )}
      {status === 'ready' && entries.length > 0 && (
        <ol className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <p className={styles.heading}>
                <strong>{operation(entry.operation)}</strong>{' '}
                <time dateTime={entry.at}>{dates.format(new Date(entry.at))}</time>{' '}
                <span className={styles.who}>
                  {entry.onBehalfOf
                    ? t('historyPanel.byOnBehalfOf', {
                        actor: entry.actor.fullName,
                        onBehalfOf: entry.onBehalfOf.fullName,
                      })
                    : t('historyPanel.by', { actor: entry.actor.fullName })}
                </span>
              </p>
              {entry.changes.length > 0 && (
                <ul className={styles.changes}>
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {t('historyPanel.change', {
                        field: field(change.field),
                        before: value(change.before),
                        after: value(change.after),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The longest value shown whole, in code points: a picture's data address runs to thousands. */
const VALUE_SHOWN_MAX = 120;

/** `text`, cut at {@link VALUE_SHOWN_MAX} code points with an ellipsis. */
function shortened(text: string): string {
  const points = Array.from(text);
  return points.length <= VALUE_SHOWN_MAX
    ? text
    : `${points.slice(0, VALUE_SHOWN_MAX - 1).join('')}…`;
}
