/**
 * The hand editor (hands.md §2 "Editor routes", "Hand editor wizard", §4, §5, §8): a hand of a set
 * added or edited in four steps, Deal, Auction, Play and Summary, over the engine's rules. The step
 * header jumps back to any completed step (editorProgress); Next waits for each step's rule
 * (canLeaveStep); an edit that clears later steps asks first ('Changing this data will clear data
 * from all later steps' / 'Are you sure?'); the last step's button sends a Draft for approval.
 * Every save goes through upsertHand, which the server checks again.
 */
import { ActionButton, ConfirmDialog, PreviewDialog } from '@tenace/components';
import {
  CLEARING_EDITS,
  type ClearingEdit,
  canLeaveStep,
  canPreview,
  clearLaterSteps,
  EDITOR_STEPS,
  type EditorStep,
  editNeedsConfirmation,
  emptyHand,
  finalStepLabel,
  HAND_TITLE_MAX_LENGTH,
  type HandJSON,
  type HandStatus,
  isStepClickable,
  parseHand,
} from '@tenace/engine';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { adminHandPath, adminProductPath } from '../../admin/admin-routes.js';
import { formErrorText } from '../../forms/form-error-text.js';
import { normaliseError } from '../../lib/errors.js';
import { userAtom } from '../../state/auth.js';
import { showSnackbarAtom } from '../../state/snackbar.js';
import { settled } from '../editor-hand.js';
import { EditorHandDocument } from '../graphql/documents/EditorHand.generated.js';
import { EditorSaveHandDocument } from '../graphql/documents/EditorSaveHand.generated.js';
import { downloadHand } from '../hand-export.js';
import { AuctionStep } from '../steps/AuctionStep.js';
import { DealStep } from '../steps/DealStep.js';
import { PlayStep } from '../steps/PlayStep.js';
import { SummaryStep } from '../steps/SummaryStep.js';

/** The hand being edited, once loaded (or new). */
interface Draft {
  readonly id: number | undefined;
  readonly title: string;
  readonly status: HandStatus;
  readonly freeToPlay: boolean;
  readonly hand: HandJSON;
  readonly editable: boolean;
}

export default function HandEditorPage() {
  const params = useParams();
  const setId = Number(params.setId);
  const set = { id: setId, title: params.setTitle ?? '' };
  const handId = params.handId === undefined ? undefined : Number(params.handId);
  const [{ data, error }] = useQuery({
    query: EditorHandDocument,
    variables: { id: handId ?? 0 },
    pause: handId === undefined,
    requestPolicy: 'network-only',
  });
  const [draft, setDraft] = useState<Draft | undefined>(
    handId === undefined
      ? {
          id: undefined,
          title: '',
          status: 'Draft',
          freeToPlay: false,
          hand: emptyHand(),
          editable: true,
        }
      : undefined,
  );
  const loaded = data?.handById;
  useEffect(() => {
    if (loaded == null || loaded.handJSON == null) return;
    const hand = parseHand(loaded.handJSON);
    setDraft({
      id: loaded.id,
      title: loaded.title,
      status: loaded.status,
      freeToPlay: loaded.freeToPlay,
      hand: hand.ok ? hand.value : emptyHand(),
      editable: loaded.actions.includes('Edit'),
    });
  }, [loaded]);
  const { t, i18n } = useTranslation('admin');
  if (error !== undefined) return <p role="alert">{formErrorText(i18n, normaliseError(error))}</p>;
  if (draft === undefined) return <p role="status">{t('editor.loading')}</p>;
  return <Wizard key={draft.id ?? 'new'} set={set} draft={draft} />;
}

function Wizard({ set, draft }: { set: { id: number; title: string }; draft: Draft }) {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [hand, setHand] = useState(() => settled(draft.hand));
  const [title, setTitle] = useState(draft.title);
  const location = useLocation();
  const [step, setStep] = useState<EditorStep>(() => openingStep(location.state));
  const [pending, setPending] = useState<{ next: HandJSON; edit: ClearingEdit } | null>(null);
  const [saving, save] = useMutation(EditorSaveHandDocument);
  const [previewing, setPreviewing] = useState(false);
  const user = useAtomValue(userAtom);
  const index = EDITOR_STEPS.indexOf(step);
  const last = index === EDITOR_STEPS.length - 1;

  const change = (next: HandJSON, edit: ClearingEdit | null) => {
    if (edit !== null && editNeedsConfirmation(hand, edit)) setPending({ next, edit });
    else setHand(settled(next));
  };
  /**
   * Saves the hand (as `status`); true when the server took it. A new hand's page becomes its
   * edit page, opening on `next`.
   */
  const store = async (status: HandStatus = draft.status, next: EditorStep = step) => {
    const answer = await save({
      id: draft.id ?? null,
      title,
      status,
      freeToPlay: draft.freeToPlay,
      handJSON: JSON.stringify(hand),
      productId: draft.id === undefined ? set.id : null,
    });
    const saved = answer.data?.upsertHand;
    if (answer.error !== undefined || saved == null) {
      showSnackbar(
        t('form.error', { message: formErrorText(i18n, normaliseError(answer.error ?? {})) }),
        'error',
      );
      return false;
    }
    showSnackbar(status !== draft.status ? t('editor.sent') : t('editor.saved'));
    if (draft.id === undefined)
      void navigate(adminHandPath(set, saved), { replace: true, state: { step: next } });
    return true;
  };
  const exit = () => void navigate(adminProductPath('set', set.id, set.title));

  return (
    <section className="hand-editor" aria-labelledby="hand-editor-title">
      <h1 id="hand-editor-title">{title.trim() === '' ? t('editor.addTitle') : title}</h1>
      {!draft.editable && <p role="status">{t('editor.readOnlyHand')}</p>}
      <label className="editor-field">
        <span>{t('editor.title')}</span>
        <input
          value={title}
          maxLength={HAND_TITLE_MAX_LENGTH}
          aria-invalid={title.trim() === ''}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <nav aria-label={t('editor.steps')}>
        <ol className="editor-steps">
          {EDITOR_STEPS.map((each, at) => (
            <li key={each}>
              <button
                type="button"
                aria-current={each === step ? 'step' : undefined}
                disabled={each !== step && at > index && !isStepClickable(hand, each)}
                onClick={() => setStep(each)}
              >
                {at + 1}. {t(`editor.step.${each}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {step === 'deal' && <DealStep hand={hand} onChange={change} />}
      {step === 'auction' && <AuctionStep hand={hand} onChange={change} />}
      {step === 'play' && <PlayStep hand={hand} onChange={(next) => change(next, null)} />}
      {step === 'summary' && <SummaryStep hand={hand} onChange={(next) => change(next, null)} />}
      <div className="admin-actions editor-footer">
        <ActionButton
          isDisabled={index === 0}
          onPress={() => setStep(EDITOR_STEPS[index - 1] ?? step)}
        >
          {t('editor.back')}
        </ActionButton>
        <ActionButton
          isDisabled={!draft.editable || saving.fetching}
          onPress={async () => {
            if (await store()) exit();
          }}
        >
          {t('editor.saveAndExit')}
        </ActionButton>
        {/* hands.md §5: "Preview needs 13 plays or auction-only." */}
        <ActionButton isDisabled={!canPreview(hand)} onPress={() => setPreviewing(true)}>
          {t('editor.preview')}
        </ActionButton>
        <ActionButton onPress={() => downloadHand(title, hand)}>{t('editor.export')}</ActionButton>
        <ActionButton
          variant="primary"
          isDisabled={!draft.editable || saving.fetching || !canLeaveStep(hand, step)}
          onPress={async () => {
            if (!last) {
              const next = EDITOR_STEPS[index + 1] ?? step;
              if (await store(draft.status, next)) setStep(next);
              return;
            }
            if (await store(draft.status === 'Draft' ? 'Pending' : draft.status)) exit();
          }}
        >
          {last
            ? t(`editor.final.${finalStepLabel(draft.status) === 'Save' ? 'save' : 'send'}`)
            : t('editor.saveAndContinue')}
        </ActionButton>
      </div>
      <PreviewDialog
        isOpen={previewing}
        onClose={() => setPreviewing(false)}
        hand={hand}
        // The set's author speaks in the store; in a preview, whoever is writing the hand.
        author={{ name: user?.fullName ?? '' }}
      />
      <ConfirmDialog
        isOpen={pending !== null}
        title={t('editor.clearTitle')}
        message={t('editor.clearMessage')}
        confirmLabel={t('editor.clearConfirm')}
        onConfirm={() => {
          if (pending !== null)
            setHand(settled(clearLaterSteps(pending.next, CLEARING_EDITS[pending.edit])));
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

/** The step a page opens on: the one a new hand's first save was going to (its route state). */
function openingStep(state: unknown): EditorStep {
  const step = (state as { step?: unknown } | null)?.step;
  return EDITOR_STEPS.find((each) => each === step) ?? 'deal';
}
