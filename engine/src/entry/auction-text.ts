/**
 * An auction typed as text (hands.md §4 "Auction builder": the same auction as the bidding box,
 * typed: `1H P 2H P 4H AP`): calls in the spellings the PBN reader takes (any case, `P`, `X`,
 * `XX`, `dbl`, `1N` for 1NT; PBN §3.5.1 and docs/pbn-conversion.md), `AP` for the passes that end
 * the auction, each checked by the auction builder's rules from the dealer.
 */
import { makeCall, startAuction } from '../auction/builder.js';
import { isAuctionComplete } from '../auction/completion.js';
import type { Seat } from '../cards.js';
import type { HandCall } from '../hand/types.js';
import { callToken } from '../pbn/parser-elements.js';
import { type EntryResult, refused } from './entry-error.js';
import { wordsOf } from './text-tokens.js';

/**
 * @example
 * parseAuctionText('1H P 2H P 4H AP', 'N') // { ok: true, value: [N 1H, E Pass, S 2H, W Pass, N 4H, E/S/W Pass] }
 * parseAuctionText('1H 1D', 'N') // { ok: false, error: { code: 'ILLEGAL_CALL', column: 4, … } }
 */
export function parseAuctionText(text: string, dealer: Seat): EntryResult<HandCall[]> {
  let builder = startAuction(dealer);
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    for (const word of wordsOf(line)) {
      const token = callToken(word.text);
      if (token === undefined || token.value === '-')
        return refused('BAD_CALL', `${word.text} is not a call`, word.column, index + 1);
      const values: string[] = [];
      if (token.value === 'AP') {
        // The passes that close the auction (three after a call, four if nobody called).
        const made = builder.calls.map((call) => call.value as string);
        while (!isAuctionComplete([...made, ...values] as HandCall['value'][])) values.push('Pass');
      } else {
        values.push(token.value);
      }
      for (const value of values) {
        const made = makeCall(builder, value);
        if (!made.ok) return refused('ILLEGAL_CALL', made.error.message, word.column, index + 1);
        builder = made.value;
      }
    }
  }
  return { ok: true, value: [...builder.calls] };
}
