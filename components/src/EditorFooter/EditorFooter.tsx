/**
 * The hand editor's footer (hands.md §2 "Footer buttons: Back, Save and exit, Preview, and Save
 * and continue (or Save, or Send for approval on the last step)"). The engine decides every
 * state: the forward button follows `canLeaveStep` (§5 "Validation rules"), Preview `canPreview`,
 * and the last step's label `finalStepLabel` (§4 "Hand status": 'Send for approval' only while
 * the hand is Draft). Back has nowhere to go on the first step.
 */
import {
  canLeaveStep,
  canPreview,
  EDITOR_STEPS,
  type EditorStep,
  finalStepLabel,
  type HandJSON,
  type HandStatus,
} from '@tenace/engine';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ActionButton/ActionButton.js';
import * as styles from './EditorFooter.css.js';

/** The catalogue key of each label the engine gives the last step's button. */
const FINAL_LABEL_KEYS = {
  'Send for approval': 'editor.sendForApproval',
  Save: 'editor.save',
} as const;

export interface EditorFooterProps {
  readonly hand: HandJSON;
  readonly step: EditorStep;
  readonly status: HandStatus;
  readonly onBack: () => void;
  readonly onSaveAndExit: () => void;
  readonly onPreview: () => void;
  /** Save and continue, or on the last step Save / Send for approval. */
  readonly onForward: () => void;
  /** While a save runs, no button can start another. @default false */
  readonly isSaving?: boolean;
}

/**
 * @example
 * <EditorFooter hand={hand} step="deal" status="Draft" onBack={…} onSaveAndExit={…}
 *   onPreview={…} onForward={…} />
 */
export function EditorFooter(props: EditorFooterProps) {
  const { hand, step, status, onBack, onSaveAndExit, onPreview, onForward } = props;
  const isSaving = props.isSaving ?? false;
  const { t } = useTranslation('staff');
  const index = EDITOR_STEPS.indexOf(step);
  const isLast = index === EDITOR_STEPS.length - 1;
  return (
    <footer className={styles.footer}>
      <ActionButton onPress={onBack} isDisabled={isSaving || index === 0}>
        {t('editor.back')}
      </ActionButton>
      <div className={styles.end}>
        <ActionButton onPress={onSaveAndExit} isDisabled={isSaving}>
          {t('editor.saveAndExit')}
        </ActionButton>
        <ActionButton onPress={onPreview} isDisabled={isSaving || !canPreview(hand)}>
          {t('editor.preview')}
        </ActionButton>
        <ActionButton
          variant="primary"
          onPress={onForward}
          isDisabled={isSaving || !canLeaveStep(hand, step)}
        >
          {isLast ? t(FINAL_LABEL_KEYS[finalStepLabel(status)]) : t('editor.saveAndContinue')}
        </ActionButton>
      </div>
    </footer>
  );
}
