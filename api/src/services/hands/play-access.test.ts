import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PlayFacts, playAccess } from './play-access.js';

const NOTHING: PlayFacts = {
  preview: false,
  approved: true,
  listed: true,
  viaLink: false,
  freeToPlay: false,
  owned: false,
  subscribed: false,
  formerlySubscribed: false,
};

describe('playAccess (DESIGN.md "Decisions": who may play a hand)', () => {
  it('locks a listed, approved hand nobody holds: shown by title, not playable', () => {
    expect(playAccess(NOTHING)).toEqual({ visible: true, grant: undefined });
  });

  it.each([
    ['a preview for staff', { preview: true }, 'preview'],
    ['reached through a product link', { viaLink: true }, 'link'],
    ['free to play', { freeToPlay: true }, 'free'],
    ['owned (its set or a collection containing it)', { owned: true }, 'owned'],
    ['in an article of an active subscription', { subscribed: true }, 'subscription'],
  ] as const)('plays a hand %s', (_case, facts, grant) => {
    expect(playAccess({ ...NOTHING, ...facts })).toEqual({ visible: true, grant });
  });

  it('does not play an article hand of a subscription that has ended', () => {
    expect(playAccess({ ...NOTHING, formerlySubscribed: true })).toEqual({
      visible: true,
      grant: undefined,
    });
  });

  it.each([
    ['a draft or pending hand', { approved: false }],
    ['an unlisted parent nobody reached', { listed: false }],
    ['an unlisted free hand', { listed: false, freeToPlay: true }],
  ] as const)('hides %s from customers', (_case, facts) => {
    expect(playAccess({ ...NOTHING, ...facts })).toEqual({ visible: false, grant: undefined });
  });

  it.each([
    ['a link', { viaLink: true }, 'link'],
    ['ownership', { owned: true }, 'owned'],
    ['a running subscription', { subscribed: true }, 'subscription'],
    ['an ended subscription', { formerlySubscribed: true }, undefined],
  ] as const)('shows an unlisted parent’s hand reached by %s', (_case, facts, grant) => {
    expect(playAccess({ ...NOTHING, listed: false, ...facts })).toEqual({ visible: true, grant });
  });

  it('lets staff preview drafts whatever else holds', () => {
    expect(playAccess({ ...NOTHING, preview: true, approved: false, listed: false })).toEqual({
      visible: true,
      grant: 'preview',
    });
  });

  it('grants play only with one of the five reasons, and only to a visible hand', () => {
    fc.assert(
      fc.property(
        fc.record({
          preview: fc.boolean(),
          approved: fc.boolean(),
          listed: fc.boolean(),
          viaLink: fc.boolean(),
          freeToPlay: fc.boolean(),
          owned: fc.boolean(),
          subscribed: fc.boolean(),
          formerlySubscribed: fc.boolean(),
        }),
        (facts) => {
          const access = playAccess(facts);
          const reason =
            facts.preview || facts.viaLink || facts.freeToPlay || facts.owned || facts.subscribed;
          if (access.grant !== undefined) expect(access.visible).toBe(true);
          if (access.visible && !facts.preview) expect(access.grant !== undefined).toBe(reason);
          if (!reason) expect(access.grant).toBeUndefined();
        },
      ),
    );
  });
});
