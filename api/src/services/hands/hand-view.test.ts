import { normaliseHand, parseHand } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import type { HandRow, UserHandRow } from '../../repositories/hands.js';
import { DEMO_FURTHER_SET_HANDS, DEMO_HAND_SETS } from '../../seed/hands/index.js';
import { sampleHand } from '../../testing/catalogue.testkit.js';
import { presentHand, storedHand } from './hand-view.js';

/** Every hand the project writes: the demo seed's and the tests' sample. */
const WRITTEN_HANDS: readonly [string, unknown][] = [
  ...[
    ...DEMO_HAND_SETS.flatMap((set) => set.hands),
    ...Object.values(DEMO_FURTHER_SET_HANDS).flat(),
  ].map((hand): [string, unknown] => [hand.title, hand.hand]),
  ['the tests’ sample hand', sampleHand()],
];

/** What addHand and the demo seed store: the engine's normal form, serialised. */
function storedForm(hand: unknown): string {
  const normal = normaliseHand(hand);
  if (!normal.ok) throw new Error(normal.error.message);
  return JSON.stringify(normal.value);
}

const time = new Date('2026-11-21T12:00:00.000Z');

function row(handJson: string): HandRow {
  return {
    id: 7,
    title: 'A hand',
    status: 'Approved',
    freeToPlay: true,
    handJson,
    productId: 3,
    articleId: null,
    position: 0,
    contentVersion: 2,
    createdAt: time,
    updatedAt: time,
  };
}

const progress: UserHandRow[] = [
  { id: 1, userId: 9, handId: 7, status: 'PartPlayed', step: '3', handVersion: 2, updatedAt: time },
  { id: 2, userId: 9, handId: 8, status: 'Played', step: '9', handVersion: 2, updatedAt: time },
];

describe('presentHand', () => {
  // Reads hand the stored text out as is; that equals validating it again only because the
  // stored form is a fixed point of the engine's validation, pinned here for every written hand.
  it.each(WRITTEN_HANDS)(
    'gives %s exactly as validating the stored form again would',
    (_title, hand) => {
      const stored = storedForm(hand);
      const view = presentHand(row(stored), { visible: true, grant: 'free' }, progress);
      expect(view.handJSON).toBe(stored);
      expect(view.handJSON).toBe(JSON.stringify(storedHand(row(stored))));
      const again = parseHand(stored);
      expect(again.ok && JSON.stringify(again.value)).toBe(stored);
    },
  );

  it('shows a hand the reader may not play by its title, without its handJSON', () => {
    const view = presentHand(
      row(storedForm(sampleHand())),
      { visible: true, grant: undefined },
      [],
    );
    expect(view).toEqual({
      id: 7,
      title: 'A hand',
      status: 'Approved',
      freeToPlay: true,
      canPlay: false,
      order: 0,
      productId: 3,
      articleId: null,
      handJSON: null,
      userHands: [],
    });
  });

  it('lists only the reader’s progress on this hand', () => {
    const view = presentHand(
      row(storedForm(sampleHand())),
      { visible: true, grant: 'free' },
      progress,
    );
    expect(view.userHands).toEqual([
      {
        id: 1,
        handId: 7,
        status: 'PartPlayed',
        step: '3',
        handChanged: false,
        updatedAt: '2026-11-21T12:00:00.000Z',
      },
    ]);
  });

  it('says a hand changed since the progress on it was saved (docs/decisions.md)', () => {
    const hand = row(storedForm(sampleHand()));
    const older = [{ ...progress[0], handVersion: 1 } as UserHandRow];
    const unknown = [{ ...progress[0], handVersion: null } as UserHandRow];
    const grant = { visible: true, grant: 'free' } as const;
    expect(presentHand(hand, grant, older).userHands[0]?.handChanged).toBe(true);
    expect(presentHand(hand, grant, unknown).userHands[0]?.handChanged).toBe(false);
  });
});
