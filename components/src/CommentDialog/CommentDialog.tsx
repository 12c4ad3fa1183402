/**
 * The editor's comment dialog for a call or card (hands.md §3 "Comment": pre, post and hint for
 * the viewpoint seat or dummy, a single comment for other seats; §5 "Add is disabled until at
 * least one character exists in pre, post and hint combined (markup stripped). A Delete button
 * shows only if a comment exists"; §9 "height 323 (720 when pre, post and hint are all shown)").
 * The engine decides the fields (`commentFieldsFor`), the height and whether Add is enabled
 * (`hasCommentText`); each field's preview shows card codes and bids as suit symbols as the
 * author types (§5, CommentText).
 */
import {
  type CommentField,
  type Comments,
  commentDialogHeight,
  commentFieldsFor,
  hasCommentText,
  type Seat,
} from '@tenace/engine';
import { useId, useState } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CommentText } from '../CommentText/CommentText.js';
import { Overlay } from '../Overlay/Overlay.js';
import * as styles from './CommentDialog.css.js';

export interface CommentDialogProps {
  readonly isOpen: boolean;
  /** What the comment is on, as the dialog's title: 'North: 1NT'. */
  readonly title: string;
  /** The seat that made the call or played the card. */
  readonly seat: Seat;
  readonly viewpoint: Seat;
  /** Dummy, once the auction has named one. */
  readonly dummy: Seat | undefined;
  /** The comments the call or card has now. */
  readonly comments?: Comments;
  readonly onAdd: (comments: Comments) => void;
  readonly onDelete: () => void;
  readonly onCancel: () => void;
}

/**
 * @example
 * <CommentDialog isOpen title="South: 1NT" seat="S" viewpoint="S" dummy="N"
 *   comments={call.comments} onAdd={save} onDelete={remove} onCancel={close} />
 */
export function CommentDialog(props: CommentDialogProps) {
  const titleId = useId();
  return (
    <Overlay isOpen={props.isOpen} onClose={props.onCancel} isDismissable aria-labelledby={titleId}>
      {/* Mounted while open only: each opening starts from the saved comments. */}
      <CommentForm {...props} titleId={titleId} />
    </Overlay>
  );
}

function CommentForm(props: CommentDialogProps & { titleId: string }) {
  const { t } = useTranslation('staff');
  const fields = commentFieldsFor(props.seat, props.viewpoint, props.dummy);
  const saved = props.comments ?? {};
  const [values, setValues] = useState<Comments>(() =>
    Object.fromEntries(fields.map((field) => [field, saved[field] ?? ''])),
  );
  const label = (field: CommentField) =>
    fields.length === 1 ? t('editor.comment.single') : t(`editor.comment.${field}`);
  return (
    <form
      className={styles.form}
      style={{ height: commentDialogHeight(fields) }}
      onSubmit={(event) => {
        event.preventDefault();
        // Empty fields are left out: the hand stores only the comments written.
        const written = Object.entries(values).filter(([, text]) => text !== '');
        if (hasCommentText(values)) props.onAdd(Object.fromEntries(written));
      }}
    >
      <h2 id={props.titleId} className={styles.title}>
        {props.title}
      </h2>
      <div className={styles.fields}>
        {fields.map((field) => (
          <div key={field} className={styles.field}>
            <TextField
              className={styles.textField}
              value={values[field] ?? ''}
              onChange={(text) => setValues((old) => ({ ...old, [field]: text }))}
              autoFocus={field === fields[0]}
            >
              <Label className={styles.label}>{label(field)}</Label>
              <TextArea className={styles.input} rows={2} />
            </TextField>
            {(values[field] ?? '') !== '' && (
              <section
                className={styles.preview}
                aria-label={`${t('editor.comment.preview')}: ${label(field)}`}
              >
                <CommentText text={values[field] ?? ''} />
              </section>
            )}
          </div>
        ))}
      </div>
      <div className={styles.actions}>
        {hasCommentText(saved) && (
          <Button className={styles.danger} onPress={props.onDelete}>
            {t('editor.comment.delete')}
          </Button>
        )}
        <Button className={styles.button} onPress={props.onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" className={styles.primary} isDisabled={!hasCommentText(values)}>
          {t('editor.comment.add')}
        </Button>
      </div>
    </form>
  );
}
