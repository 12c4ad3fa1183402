/**
 * How a lesson plays (admin.md §2 "Landing": how-it-works), in three illustrated steps: choose a
 * set, bid and play with the author's comments, ask for a hint or see why. The pictures are
 * decoration (the step's text says it all), drawn in the theme's colours.
 */
import { vars } from '@tenace/components';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A fill from the theme (a style, as SVG attributes take no custom properties). */
const fill = (colour: string): CSSProperties => ({ fill: colour });
const CARD = fill(vars.color.cardFace);
const EDGE = fill(vars.color.cardEdge);
const RED = fill(vars.color.suit.H);
const BLACK = fill(vars.color.suit.S);
const FELT = fill(vars.color.felt);
const ACCENT = fill(vars.color.accent);

/** Three covers side by side, the middle one chosen. */
const chooseSet = (
  <>
    <rect x="14" y="26" width="40" height="54" rx="4" style={EDGE} />
    <rect x="106" y="26" width="40" height="54" rx="4" style={EDGE} />
    <rect x="56" y="14" width="48" height="66" rx="5" style={ACCENT} />
    <text x="80" y="54" fontSize="22" style={CARD} textAnchor="middle">
      ♠♥
    </text>
  </>
);

/** A bid on the felt and the author's speech bubble. */
const bidAndPlay = (
  <>
    <rect x="10" y="10" width="140" height="76" rx="10" style={FELT} />
    <rect x="22" y="44" width="54" height="30" rx="5" style={CARD} />
    <text x="49" y="66" fontSize="18" fontWeight="700" style={RED} textAnchor="middle">
      1♥
    </text>
    <path
      d="M88 18h52a6 6 0 0 1 6 6v22a6 6 0 0 1-6 6h-34l-10 10v-10h-8a6 6 0 0 1-6-6V24a6 6 0 0 1 6-6z"
      style={CARD}
    />
    <rect x="92" y="28" width="42" height="4" rx="2" style={EDGE} />
    <rect x="92" y="38" width="30" height="4" rx="2" style={EDGE} />
  </>
);

/** A card with a light bulb over it: the hint, then why. */
const hintAndWhy = (
  <>
    <rect
      x="54"
      y="32"
      width="44"
      height="60"
      rx="5"
      style={CARD}
      stroke="currentColor"
      strokeOpacity={0.3}
    />
    <text x="62" y="52" fontSize="16" fontWeight="700" style={BLACK}>
      K
    </text>
    <text x="76" y="80" fontSize="26" style={BLACK} textAnchor="middle">
      ♠
    </text>
    <circle cx="112" cy="24" r="14" style={fill(vars.color.winner)} />
    <rect x="106" y="38" width="12" height="8" rx="2" style={EDGE} />
  </>
);

const STEPS: readonly { readonly key: 'how1' | 'how2' | 'how3'; readonly picture: ReactNode }[] = [
  { key: 'how1', picture: chooseSet },
  { key: 'how2', picture: bidAndPlay },
  { key: 'how3', picture: hintAndWhy },
];

export function LessonSteps() {
  const { t } = useTranslation('app');
  return (
    <ol className="steps">
      {STEPS.map(({ key, picture }) => (
        <li key={key}>
          <svg viewBox="0 0 160 96" width="160" height="96" aria-hidden="true" focusable="false">
            {picture}
          </svg>
          <p>{t(`home.${key}`)}</p>
        </li>
      ))}
    </ol>
  );
}
