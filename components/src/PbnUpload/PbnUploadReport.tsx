/**
 * A set's or an article's PBN uploads, newest first (hands.md §7 PbnsByProductId), each with its
 * state and its games, and per game the problems the engine reported (line, column, message) so
 * that the author can mend the file or the Draft hand made from it.
 */
import type { PbnUploadStatus } from '@tenace/model';
import { useTranslation } from 'react-i18next';
import * as styles from './PbnUploadReport.css.js';

export interface PbnReportProblem {
  readonly line: number;
  readonly column: number;
  readonly code: string;
  readonly severity: string;
  readonly message: string;
}

export interface PbnReportUpload {
  readonly filename: string;
  /** The file's name as the author chose it. */
  readonly name: string;
  readonly status: PbnUploadStatus;
  /** Why it failed, in the reader's language. */
  readonly error: string | null;
  readonly createdAt: string;
  readonly games: readonly {
    readonly position: number;
    readonly title: string;
    readonly handId: number | null;
    readonly problems: readonly PbnReportProblem[];
  }[];
}

export interface PbnUploadReportProps {
  readonly uploads: readonly PbnReportUpload[];
  /** The link to a game's Draft hand, or undefined where there is none to open. */
  readonly handHref?: (handId: number) => string | undefined;
}

/** @example <PbnUploadReport uploads={data.pbnsByProductId} handHref={(id) => handEditPath(set, id)} /> */
export function PbnUploadReport({ uploads, handHref }: PbnUploadReportProps) {
  const { t, i18n } = useTranslation('staff');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (uploads.length === 0) return <p className={styles.empty}>{t('pbn.noUploads')}</p>;
  return (
    <ul className={styles.list} aria-label={t('pbn.uploads')}>
      {uploads.map((upload) => (
        <li key={upload.filename} className={styles.upload} data-status={upload.status}>
          <div className={styles.head}>
            <strong>{upload.name}</strong>
            <span>{when.format(new Date(upload.createdAt))}</span>
            <span className={styles.state}>{t(`pbn.status.${upload.status}`)}</span>
            {upload.status === 'Complete' && (
              <span>{t('pbn.gameCount', { count: upload.games.length })}</span>
            )}
          </div>
          {upload.status === 'Failed' && upload.error !== null && (
            <p className={styles.error}>{t('pbn.failed', { error: upload.error })}</p>
          )}
          {upload.games.length > 0 && (
            <ol className={styles.games}>
              {upload.games.map((game) => {
                const href = game.handId === null ? undefined : handHref?.(game.handId);
                const title = href === undefined ? game.title : <a href={href}>{game.title}</a>;
                return (
                  <li key={game.position} className={styles.game}>
                    {game.problems.length === 0 ? (
                      <span>
                        {title} · {t('pbn.noProblems')}
                        {game.handId === null && ` · ${t('pbn.handGone')}`}
                      </span>
                    ) : (
                      <details>
                        <summary>
                          {game.title} · {t('pbn.problems', { count: game.problems.length })}
                        </summary>
                        {href !== undefined && <a href={href}>{game.title}</a>}
                        <ul aria-label={t('pbn.problemsOf', { title: game.title })}>
                          {game.problems.map((problem) => (
                            <li
                              key={`${problem.line}:${problem.column}:${problem.code}`}
                              data-severity={problem.severity}
                              className={styles.problem}
                            >
                              <span className={styles.severity}>
                                {t(`pbn.severity.${severityKey(problem.severity)}`)}
                              </span>{' '}
                              {t('pbn.at', { line: problem.line, column: problem.column })}:{' '}
                              {problem.message} <code>{problem.code}</code>
                            </li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The engine's severities (docs/pbn-conversion.md); anything else reads as a note. */
function severityKey(severity: string): 'error' | 'warning' | 'info' {
  return severity === 'error' || severity === 'warning' ? severity : 'info';
}
