/**
 * The editor's warning before an edit wipes later steps (hands.md §4 "Editor progress": changing
 * the deal, dealer or viewpoint, or the contract, "after later steps exist opens a confirmation
 * dialog ('Changing this data will clear data from all later steps' / 'Are you sure?')"). Which
 * edits ask is the engine's rule; this only asks, with Cancel focused so Enter alone wipes
 * nothing.
 */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.js';

export interface ClearLaterStepsDialogProps {
  readonly isOpen: boolean;
  /** The author goes ahead: the edit applies and the later steps are cleared. */
  readonly onConfirm: () => void;
  /** Cancel, Escape or a click outside: the edit is dropped. */
  readonly onCancel: () => void;
}

/**
 * @example
 * <ClearLaterStepsDialog isOpen={pending !== null} onConfirm={apply} onCancel={drop} />
 */
export function ClearLaterStepsDialog({ isOpen, onConfirm, onCancel }: ClearLaterStepsDialogProps) {
  const { t } = useTranslation('staff');
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('editor.clearLaterTitle')}
      message={t('editor.clearLaterQuestion')}
      confirmLabel={t('editor.clearLaterConfirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
