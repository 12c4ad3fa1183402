/**
 * The hand editor's step header (hands.md §2 "The step header lets the author jump back to any
 * completed step"): Deal, Auction, Play and Summary in order. A step is a button when the
 * engine's `isStepClickable` says the data has reached it (§4 "Editor progress": "Steps up to
 * that level are clickable"); the step being edited carries aria-current="step"; a completed
 * step says so to screen readers as well as by its mark.
 */
import {
  EDITOR_STEPS,
  type EditorStep,
  editorProgress,
  type HandJSON,
  isStepClickable,
} from '@tenace/engine';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './EditorStepHeader.css.js';

export interface EditorStepHeaderProps {
  /** The hand as edited so far: its data decides which steps are done. */
  readonly hand: HandJSON;
  /** The step on screen. */
  readonly current: EditorStep;
  /** The author picks a clickable step. */
  readonly onStep: (step: EditorStep) => void;
}

/**
 * @example
 * <EditorStepHeader hand={hand} current="auction" onStep={setStep} />
 */
export function EditorStepHeader({ hand, current, onStep }: EditorStepHeaderProps) {
  const { t } = useTranslation('staff');
  const progress = editorProgress(hand);
  return (
    <nav aria-label={t('editor.steps')}>
      <ol className={styles.list}>
        {EDITOR_STEPS.map((step, index) => {
          const isDone = index <= progress;
          return (
            <li key={step} className={styles.item}>
              <Button
                className={styles.step}
                aria-current={step === current ? 'step' : undefined}
                data-done={isDone || undefined}
                isDisabled={step === current || !isStepClickable(hand, step)}
                onPress={() => onStep(step)}
              >
                <span className={styles.number} aria-hidden="true">
                  {isDone ? '✓' : index + 1}
                </span>
                {t(`editor.step.${step}`)}
                {isDone && <span className={visuallyHidden}>, {t('editor.stepDone')}</span>}
              </Button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
