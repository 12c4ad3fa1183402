/**
 * The staff add and edit dialogs (admin.md §4 "Tables": "Dialogs open for add or edit and close
 * on cancel or success"): a modal form on react-hook-form. Validation is the caller's resolver
 * (react-hook-form's `Resolver`), so any schema plugs in: the shared valibot schemas through
 * `standardSchemaResolver` of @hookform/resolvers. The fields (`FormTextField`) read the form
 * from context and show their errors; the first invalid field gets the focus on submit.
 */
import { type ReactNode, useId } from 'react';
import { Button } from 'react-aria-components';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Overlay } from '../Overlay/Overlay.js';
import * as styles from './FormDialog.css.js';

export interface FormDialogProps<Values extends FieldValues> {
  readonly isOpen: boolean;
  readonly title: string;
  /** The values the form opens with (the row edited, or an empty one to add). */
  readonly defaultValues: DefaultValues<Values>;
  /** Checks the values; its messages show under the fields. */
  readonly resolver?: Resolver<Values>;
  /**
   * Saves valid values. It settles without throwing (a failure is the caller's snackbar); the
   * caller closes the dialog on success. Meanwhile the buttons wait.
   */
  readonly onSubmit: (values: Values) => Promise<void> | void;
  /** Cancel or Escape. */
  readonly onCancel: () => void;
  /** @default the kit's 'Save' */
  readonly submitLabel?: string;
  /** The fields (`FormTextField`s). */
  readonly children: ReactNode;
}

/**
 * @example
 * <FormDialog isOpen title="Add author" defaultValues={{ firstName: '' }}
 *   resolver={standardSchemaResolver(authorSchema)} onSubmit={save} onCancel={close}>
 *   <FormTextField name="firstName" label="First name" isRequired />
 * </FormDialog>
 */
export function FormDialog<Values extends FieldValues>(props: FormDialogProps<Values>) {
  const titleId = useId();
  return (
    <Overlay isOpen={props.isOpen} onClose={props.onCancel} isDismissable aria-labelledby={titleId}>
      {/* Mounted while open only: each opening starts from `defaultValues`. */}
      <DialogForm {...props} titleId={titleId} />
    </Overlay>
  );
}

function DialogForm<Values extends FieldValues>(
  props: FormDialogProps<Values> & { titleId: string },
) {
  const { t } = useTranslation('staff');
  const form = useForm<Values>({ defaultValues: props.defaultValues, resolver: props.resolver });
  const { isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit(props.onSubmit)}>
        <h2 id={props.titleId} className={styles.title}>
          {props.title}
        </h2>
        <div className={styles.fields}>{props.children}</div>
        <div className={styles.actions}>
          <Button className={styles.cancel} onPress={props.onCancel} isDisabled={isSubmitting}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" className={styles.submit} isDisabled={isSubmitting}>
            {isSubmitting ? t('dialog.saving') : (props.submitLabel ?? t('dialog.save'))}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
