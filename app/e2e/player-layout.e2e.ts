/**
 * The hand player's layout (hands.md §2 "Learner hand player"). On a 375 by 740 phone held
 * upright (turned on its side it gets the rotate overlay, hands.md §2), whichever seat the
 * learner holds, every card of their hand and of dummy is on screen, uncovered and answers a tap:
 * declarer with dummy opposite, a defender with dummy on the left, a defender with dummy on the
 * right. An embed shows the hands, both defenders' cards and the controls inside its frame, from
 * 320 by 480 up and at the size the embed code offers. On a desktop, dummy at the side shows a
 * good part of each card, and a hand's suits alternate black and red.
 *
 * The free sample's hands with play, resumed after the opening lead (dummy is down) by a signed-in
 * learner's saved step; the pages run on Playwright's fake clock.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFERED_FRAME, SMALLEST_FRAME } from '../src/player/embed-code.js';
import { keepScreenshot, launchBrowser, newVisitor } from './browser.js';
import {
  cardsOnScreen,
  expectWholeHandInView,
  freeSampleHands,
  insideViewport,
  keepWholePage,
  saveStep,
  seatHand,
  signInCustomer,
  tapPlayableCard,
  untilCardFrom,
} from './player-table.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The free sample's hands with play: the learner's seat and dummy's (declarer is South). */
const SEATS = [
  { title: 'Lead towards the ace-queen', learner: 'S', dummy: 'N', dummyAt: 'top' },
  { title: 'Top of a solid sequence against 3NT', learner: 'W', dummy: 'N', dummyAt: 'left' },
  { title: 'Encourage partner’s lead', learner: 'E', dummy: 'N', dummyAt: 'right' },
] as const;

describe('the hand player on a phone held upright', () => {
  it('shows every card of the learner’s hand and of dummy, and takes a tap, at each seat', async () => {
    const { context, page } = await newVisitor(browser, {
      width: 375,
      height: 740,
      mobile: true,
      touch: true,
    });
    await page.clock.install();
    const token = await signInCustomer(page, context);
    const paths = await freeSampleHands(
      page,
      SEATS.map((seat) => seat.title),
    );
    for (const { title, learner, dummy, dummyAt } of SEATS) {
      const path = paths.get(title) ?? '';
      // After the opening lead: 12 or 13 cards each, dummy face up.
      await saveStep(page, token, path, 'play_1');
      await page.goto(path);
      // The learner plays dummy's cards too when declaring (hands.md §4).
      await untilCardFrom(page, page, learner === 'S' ? dummy : learner);
      expect(
        await page
          .locator(`[data-testid="play-table"] > [data-seat="${dummy}"]`)
          .getAttribute('data-position'),
      ).toBe(dummyAt);
      const learnerCards = (await cardsOnScreen(page, learner)).length;
      const dummyCards = (await cardsOnScreen(page, dummy)).length;
      expect(learnerCards).toBeGreaterThanOrEqual(12);
      expect(dummyCards).toBeGreaterThanOrEqual(12);
      await expectWholeHandInView(page, learner, learnerCards);
      await expectWholeHandInView(page, dummy, dummyCards);
      await keepWholePage(page, `player-phone-${learner}`);
      await tapPlayableCard(page, page, learner === 'S' ? dummy : learner);
    }
    await context.close();
  });
});

/** A page of a third-party site with the free hand `path` in an iframe of `width` by `height`. */
async function embedIn(page: Page, handId: number, width: number, height: number) {
  const src = new URL(`/embed/hands/${handId}`, page.url()).href;
  await page.setContent(
    `<iframe src="${src}" width="${width}" height="${height}" style="border:0" title="Tenace hand"></iframe>`,
  );
  const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error('No embed frame');
  return frame;
}

describe('the embedded hand player', () => {
  // The smallest frame, the one the issue found too small, and the one offered (one size once).
  const frames = [
    ...new Map(
      [SMALLEST_FRAME, { width: 800, height: 600 }, OFFERED_FRAME].map((size) => [
        `${size.width}x${size.height}`,
        size,
      ]),
    ).values(),
  ];

  it('fits the hands, both defenders’ cards and the controls in frames from 320x480 up', async () => {
    const { context, page } = await newVisitor(browser, { touch: true });
    await page.clock.install();
    const paths = await freeSampleHands(page, ['Encourage partner’s lead']);
    const handId = Number(/\/hands\/(\d+)/.exec(paths.get('Encourage partner’s lead') ?? '')?.[1]);
    for (const { width, height } of frames) {
      const frame = await embedIn(page, handId, width, height);
      // The learner defends as East: West leads, dummy (North) plays, then East.
      await untilCardFrom(page, frame, 'E');
      await expectWholeHandInView(frame, 'E', 13);
      await expectWholeHandInView(frame, 'N', 12);
      // Both defenders: the learner's hand above, partner's backs; and declarer's backs.
      for (const seat of ['W', 'S']) {
        expect(
          await insideViewport(
            frame,
            `[data-testid="play-table"] [data-seat="${seat}"][data-face-down]`,
          ),
          seat,
        ).toBe(true);
      }
      expect(await insideViewport(frame, '[data-testid="play-table"] [data-seat="W"] p')).toBe(
        true,
      );
      // The controls: Restart and Skip to summary, in the bottom menu in a compact frame.
      const menu = frame.getByRole('button', { name: 'Show Menu' });
      await menu.click();
      for (const control of ['Restart', 'Summary']) {
        const button = frame.getByRole('button', { name: control, exact: true });
        expect(
          await button.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            return (
              rect.top >= 0 && rect.bottom <= window.innerHeight && rect.right <= window.innerWidth
            );
          }),
          `${control} in a ${width}x${height} frame`,
        ).toBe(true);
      }
      await keepScreenshot(page, `embed-${width}x${height}`);
    }
    await context.close();
  });
});

describe('the hand player on a desktop', () => {
  it('shows a good part of each of dummy’s cards at the side, and alternates suit colours', async () => {
    const { context, page } = await newVisitor(browser, { width: 1280, height: 900 });
    await page.clock.install();
    const token = await signInCustomer(page, context);
    const title = 'Top of a solid sequence against 3NT';
    const path = (await freeSampleHands(page, [title])).get(title) ?? '';
    await saveStep(page, token, path, 'play_1');
    await page.goto(path);
    await untilCardFrom(page, page, 'W');
    // Dummy (North) at the learner's left, in suit rows: each card leaves at least 40 per cent of
    // the one beneath in view across, and each row 40 per cent of the row above.
    const overlaps = await seatHand(page, 'N').evaluate((hand) => {
      const rows = [...hand.children].filter((row) => row.querySelector('svg'));
      const across = rows.flatMap((row) => {
        const cards = [...row.querySelectorAll('svg[data-rank]')].map((card) =>
          card.getBoundingClientRect(),
        );
        return cards
          .slice(1)
          .map((card, index) => (card.left - (cards[index] as DOMRect).left) / card.width);
      });
      const tops = rows.map((row) =>
        (row.querySelector('svg') as SVGElement).getBoundingClientRect(),
      );
      const down = tops
        .slice(1)
        .map((top, index) => (top.top - (tops[index] as DOMRect).top) / top.height);
      return { across: Math.min(...across), down: Math.min(...down) };
    });
    expect(overlaps.across).toBeGreaterThanOrEqual(0.4);
    expect(overlaps.down).toBeGreaterThanOrEqual(0.4);
    // The learner's suits, in the order shown, alternate black and red: no suit beside another
    // of its colour.
    const suits = await seatHand(page, 'W').evaluate((hand) =>
      [...hand.querySelectorAll<SVGElement>('svg[data-rank]')]
        .map((card) => ({ suit: card.dataset.suit, colour: getComputedStyle(card).color }))
        .filter((card, index, all) => index === 0 || card.suit !== all[index - 1]?.suit),
    );
    expect(suits.map((run) => run.suit)).toEqual(['S', 'H', 'C', 'D']);
    const neighbours = suits.slice(1).map((run, index) => [suits[index]?.colour, run.colour]);
    expect(neighbours.filter(([before, after]) => before === after)).toEqual([]);
    await keepScreenshot(page, 'player-desktop-dummy-left');
    await context.close();
  });
});
