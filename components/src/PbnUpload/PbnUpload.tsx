/**
 * The PBN upload of a set's or an article's page (hands.md §4 "PBN upload", §5, §8): choose a
 * .pbn file, watch it go up in parts, then its conversion polled every 1 s at most 30 times
 * (§9), ending complete, failed ('Converting PBN failed: {error}') or timed out ('The upload has
 * timed out'). The kit knows no GraphQL: the app passes `upload` (checks the file in the browser,
 * sends it and resolves to its stored name) and `check` (the conversion's state by that name).
 */
import { PBN_POLL_INTERVAL_MS, PBN_POLL_TRIES, type PbnUploadStatus } from '@tenace/model';
import { useEffect, useRef, useState } from 'react';
import { Button, FileTrigger, ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { button } from '../ActionButton/ActionButton.css.js';
import * as styles from './PbnUpload.css.js';

/** A conversion's state as the server records it. */
export interface PbnConversionState {
  readonly status: PbnUploadStatus;
  /** Why it failed, in the reader's language. */
  readonly error: string | null;
  readonly games: number;
}

export interface PbnUploadProps {
  /** Sends the file, reporting the fraction sent; resolves to its stored name or rejects with the refusal. */
  readonly upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** The conversion's state by the stored name; null while the server has no record of it. */
  readonly check: (fileName: string) => Promise<PbnConversionState | null>;
  /** Heard once a conversion ends (complete or failed), to refresh the hands and the uploads. */
  readonly onConverted: (state: PbnConversionState) => void;
  /** Milliseconds between two checks; the spec's 1 s unless a story needs it shorter. */
  readonly intervalMs?: number;
}

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'uploading'; readonly fraction: number; readonly name: string }
  | { readonly kind: 'converting'; readonly name: string }
  | { readonly kind: 'complete'; readonly name: string; readonly games: number }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'timedOut' };

/**
 * @example
 * <PbnUpload upload={fileUploader({ client, destination: { folder: 'pbns', parentType: 'Set', parentId: 7 }, translate })}
 *   check={checkPbn} onConverted={refresh} />
 */
export function PbnUpload({
  upload,
  check,
  onConverted,
  intervalMs = PBN_POLL_INTERVAL_MS,
}: PbnUploadProps) {
  const { t } = useTranslation('staff');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // A poll outliving the page must not set its state.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const poll = async (fileName: string, name: string) => {
    for (let attempt = 1; attempt <= PBN_POLL_TRIES; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
      if (!alive.current) return;
      let state: PbnConversionState | null;
      try {
        state = await check(fileName);
      } catch {
        // A check that fails counts as a try: the next may answer.
        continue;
      }
      if (!alive.current) return;
      if (state === null || state.status === 'Processing') continue;
      onConverted(state);
      setPhase(
        state.status === 'Complete'
          ? { kind: 'complete', name, games: state.games }
          : { kind: 'failed', message: t('pbn.failed', { error: state.error ?? '' }) },
      );
      return;
    }
    setPhase({ kind: 'timedOut' });
  };

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (file === undefined) return;
    setPhase({ kind: 'uploading', fraction: 0, name: file.name });
    let fileName: string;
    try {
      fileName = await upload(file, (fraction) =>
        setPhase((current) => (current.kind === 'uploading' ? { ...current, fraction } : current)),
      );
    } catch (error) {
      const message = error instanceof Error && error.message !== '' ? error.message : '';
      setPhase({ kind: 'failed', message: message || t('pbn.uploadFailed') });
      return;
    }
    if (!alive.current) return;
    setPhase({ kind: 'converting', name: file.name });
    await poll(fileName, file.name);
  };

  const busy = phase.kind === 'uploading' || phase.kind === 'converting';
  return (
    <div className={styles.root} data-phase={phase.kind}>
      <div className={styles.actions}>
        <FileTrigger acceptedFileTypes={['.pbn', 'text/*']} onSelect={choose}>
          <Button className={button} isDisabled={busy}>
            {t('pbn.choose')}
          </Button>
        </FileTrigger>
        <span className={styles.hint}>{t('pbn.limits')}</span>
      </div>
      {phase.kind === 'uploading' && (
        <ProgressBar
          className={styles.progress}
          value={Math.round(phase.fraction * 100)}
          aria-label={t('pbn.uploading', { name: phase.name })}
        >
          {({ percentage, valueText }) => (
            <>
              <span>
                {t('pbn.uploading', { name: phase.name })} {valueText}
              </span>
              <div className={styles.track}>
                <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
      <div role="status" className={styles.status}>
        {phase.kind === 'converting' && t('pbn.converting', { name: phase.name })}
        {phase.kind === 'complete' && t('pbn.complete', { name: phase.name, count: phase.games })}
      </div>
      {(phase.kind === 'failed' || phase.kind === 'timedOut') && (
        <p role="alert" className={styles.problem}>
          {phase.kind === 'failed' ? phase.message : t('pbn.timedOut')}
        </p>
      )}
    </div>
  );
}
