import { describe, expect, it } from 'vitest';
import { endDateNote, planActions, planState } from './subscription-state.js';

const now = new Date('2026-11-21T12:00:00Z');
const monthly = { subscriptionPlan: { type: 'Monthly' as const } };
const yearly = { subscriptionPlan: { type: 'Yearly' as const } };

describe('a user’s subscriptions (storefront.md §4)', () => {
  it('runs without an end date, is cancelling with a future one, expired with a past one', () => {
    expect(planState({ ...monthly, endDateTime: null }, now)).toBe('running');
    expect(planState({ ...monthly, endDateTime: '2026-12-01T00:00:00Z' }, now)).toBe('cancelling');
    expect(planState({ ...monthly, endDateTime: '2026-11-01T00:00:00Z' }, now)).toBe('expired');
  });

  it('offers change to yearly only for a Monthly plan without an end date', () => {
    expect(planActions({ ...monthly, endDateTime: null }, now)).toEqual(['cancel', 'change']);
    expect(planActions({ ...yearly, endDateTime: null }, now)).toEqual(['cancel']);
    expect(planActions({ ...monthly, endDateTime: '2026-12-01T00:00:00Z' }, now)).toEqual([
      'restore',
    ]);
    expect(planActions({ ...monthly, endDateTime: '2026-11-01T00:00:00Z' }, now)).toEqual([]);
  });

  it('offers nothing for a gifted plan: one prepaid term that ends on its date', () => {
    const gifted = { ...monthly, endDateTime: '2026-12-01T00:00:00Z', gift: true };
    expect(planState(gifted, now)).toBe('cancelling');
    expect(planActions(gifted, now)).toEqual([]);
  });

  it('offers nothing for a plan paid wholly by a voucher, and says it ends on its date', () => {
    const prepaid = { ...monthly, endDateTime: '2026-12-01T00:00:00Z', prepaid: true };
    expect(planActions(prepaid, now)).toEqual([]);
    expect(endDateNote(prepaid)).toBe('endsOn');
    expect(endDateNote({ ...prepaid, gift: true })).toBe('giftEndsOn');
  });

  it('says a gifted plan ends on its date, and a bought plan with an end date is cancelling', () => {
    const end = '2026-12-01T00:00:00Z';
    expect(endDateNote({ ...monthly, endDateTime: end, gift: true })).toBe('giftEndsOn');
    expect(endDateNote({ ...monthly, endDateTime: end, gift: false })).toBe('cancellingOn');
    expect(endDateNote({ ...yearly, endDateTime: end })).toBe('cancellingOn');
    expect(endDateNote({ ...monthly, endDateTime: null })).toBe('none');
  });
});
