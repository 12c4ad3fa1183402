/**
 * A picture field of the admin forms (admin.md §5 "Image upload": png, jpeg, jpg only, max 100 kb,
 * shown at 120x120; §7 "Uploads": sent in parts, one at a time). The kit knows no GraphQL: the
 * app passes `upload`, which sends the file and reports its progress; the server checks the type
 * and size and its refusal ('upload error: File must be a …') is shown as it comes.
 */
import { useEffect, useState } from 'react';
import { Button, FileTrigger, Group, ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { button } from '../ActionButton/ActionButton.css.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './ImageUpload.css.js';

export interface ImageUploadProps {
  /** What the picture is, e.g. 'Avatar'. */
  readonly label: string;
  /** The stored picture's URL, or undefined when there is none. */
  readonly value: string | undefined;
  /** The new picture's URL once it is stored, or undefined once it is removed. */
  readonly onChange: (value: string | undefined) => void;
  /**
   * Sends the file, calling `onProgress` with the fraction sent (0 to 1) as parts arrive; resolves
   * to the stored picture's URL, or rejects with an Error whose message is shown.
   */
  readonly upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
}

type UploadState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'uploading'; readonly fraction: number; readonly preview: string }
  | { readonly kind: 'error'; readonly message: string };

/**
 * @example
 * <ImageUpload label={t('admin.author.avatar')} value={avatar} onChange={setAvatar} upload={fileUploader({ client, destination: { folder: 'avatars' }, translate })} />
 */
export function ImageUpload({ label, value, onChange, upload }: ImageUploadProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const preview = state.kind === 'uploading' ? state.preview : value;

  // The chosen file's preview lives until the upload ends.
  useEffect(() => {
    if (state.kind !== 'uploading') return;
    return () => URL.revokeObjectURL(state.preview);
  }, [state]);

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (file === undefined) return;
    setConfirmingRemoval(false);
    setAnnouncement('');
    const objectUrl = URL.createObjectURL(file);
    setState({ kind: 'uploading', fraction: 0, preview: objectUrl });
    try {
      const stored = await upload(file, (fraction) =>
        setState((current) => (current.kind === 'uploading' ? { ...current, fraction } : current)),
      );
      setState({ kind: 'idle' });
      setAnnouncement(t('imageUpload.uploaded'));
      onChange(stored);
    } catch (error) {
      setState({
        kind: 'error',
        message:
          error instanceof Error && error.message !== '' ? error.message : t('imageUpload.failed'),
      });
    }
  };

  const uploading = state.kind === 'uploading';
  return (
    <fieldset
      className={styles.root}
      data-state={state.kind === 'idle' ? (value === undefined ? 'empty' : 'filled') : state.kind}
    >
      <legend className={styles.label}>{label}</legend>
      <div className={styles.body}>
        <div className={styles.preview}>
          {preview === undefined ? (
            t('imageUpload.none')
          ) : (
            <img
              className={styles.image}
              src={preview}
              alt={t('imageUpload.preview', { label })}
              width={120}
              height={120}
            />
          )}
        </div>
        <div className={styles.side}>
          {uploading && (
            <ProgressBar
              className={styles.progress}
              value={Math.round(state.fraction * 100)}
              aria-label={t('imageUpload.uploading')}
            >
              {({ percentage, valueText }) => (
                <>
                  <span>
                    {t('imageUpload.uploading')} {valueText}
                  </span>
                  <div className={styles.track}>
                    <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
                  </div>
                </>
              )}
            </ProgressBar>
          )}
          {state.kind === 'error' && (
            <p className={styles.problem} role="alert">
              {state.message}
            </p>
          )}
          {confirmingRemoval ? (
            <Group className={styles.actions} aria-label={t('imageUpload.confirmRemove')}>
              <span>{t('imageUpload.confirmRemove')}</span>
              <Button
                className={button}
                data-variant="primary"
                onPress={() => {
                  setConfirmingRemoval(false);
                  setState({ kind: 'idle' });
                  setAnnouncement(t('imageUpload.removed'));
                  onChange(undefined);
                }}
              >
                {t('imageUpload.remove')}
              </Button>
              <Button className={button} onPress={() => setConfirmingRemoval(false)} autoFocus>
                {t('imageUpload.keep')}
              </Button>
            </Group>
          ) : (
            <div className={styles.actions}>
              <FileTrigger onSelect={choose}>
                <Button className={button} isDisabled={uploading}>
                  {value === undefined ? t('imageUpload.choose') : t('imageUpload.replace')}
                </Button>
              </FileTrigger>
              {value !== undefined && (
                <Button
                  className={button}
                  isDisabled={uploading}
                  onPress={() => setConfirmingRemoval(true)}
                >
                  {t('imageUpload.remove')}
                </Button>
              )}
            </div>
          )}
          <span className={visuallyHidden} role="status">
            {announcement}
          </span>
        </div>
      </div>
    </fieldset>
  );
}
