/**
 * A picture of a `FormDialog`, bound to the form by its name: the kit's ImageUpload (admin.md §5
 * "Image upload") whose value is the stored picture's path, '' for none, with the resolver's
 * message under it (admin.md §5 'Avatar is a required field').
 */
import { useController } from 'react-hook-form';
import * as styles from '../forms/forms.css.js';
import { ImageUpload, type ImageUploadProps } from '../ImageUpload/ImageUpload.js';

export interface FormImageFieldProps {
  /** The value's path in the form's values: the picture's path, '' for none. */
  readonly name: string;
  readonly label: string;
  /** Sends the file and resolves to the stored picture's path (ImageUpload's `upload`). */
  readonly upload: ImageUploadProps['upload'];
}

/**
 * @example
 * <FormImageField name="avatarPath" label={t('authors.avatar')} upload={fileUploader({ client, destination: { folder: 'avatars' }, translate })} />
 */
export function FormImageField({ name, label, upload }: FormImageFieldProps) {
  const { field, fieldState } = useController({ name });
  const value = (field.value as string | undefined) ?? '';
  const message = fieldState.error?.message;
  return (
    <div className={styles.field}>
      <ImageUpload
        label={label}
        value={value === '' ? undefined : value}
        onChange={(next) => field.onChange(next ?? '')}
        upload={upload}
      />
      {message && (
        // Announced when a save finds it: the picture field has no input to take the focus.
        <p role="alert" className={styles.problem}>
          {message}
        </p>
      )}
    </div>
  );
}
