/**
 * The embed code of a hand reached through a product link (storefront.md §9: "an iframe with
 * given width and height"), for third-party sites.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { embedCode, OFFERED_FRAME, SMALLEST_FRAME } from './embed-code.js';

export function EmbedCode({
  handId,
  linkId,
}: {
  readonly handId: number;
  readonly linkId: string;
}) {
  const { t } = useTranslation('app');
  const [width, setWidth] = useState<number>(OFFERED_FRAME.width);
  const [height, setHeight] = useState<number>(OFFERED_FRAME.height);
  const code = embedCode({ origin: window.location.origin, handId, linkId, width, height });
  return (
    <details className="embed-code">
      <summary>{t('embed.title')}</summary>
      <label>
        {t('embed.width')}{' '}
        <input
          type="number"
          min={SMALLEST_FRAME.width}
          value={width}
          onChange={(e) => setWidth(Number(e.target.value))}
        />
      </label>
      <label>
        {t('embed.height')}{' '}
        <input
          type="number"
          min={SMALLEST_FRAME.height}
          value={height}
          onChange={(e) => setHeight(Number(e.target.value))}
        />
      </label>
      <textarea readOnly rows={3} value={code} aria-label={t('embed.code')} />
    </details>
  );
}
