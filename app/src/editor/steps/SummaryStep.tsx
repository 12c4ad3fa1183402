/** The wizard's Summary step (hands.md §2 "Summary: a single Summary text field", §5). */
import type { HandJSON } from '@tenace/engine';
import { useTranslation } from 'react-i18next';

export function SummaryStep({
  hand,
  onChange,
}: {
  readonly hand: HandJSON;
  readonly onChange: (hand: HandJSON) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="editor-step editor-summary">
      <label className="editor-field">
        <span>{t('editor.summary')}</span>
        <textarea
          rows={8}
          value={hand.summary}
          aria-invalid={hand.summary.trim() === ''}
          onChange={(event) => onChange({ ...hand, summary: event.target.value })}
        />
      </label>
    </div>
  );
}
