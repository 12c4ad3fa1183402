/**
 * The auction so far, as a table with a column per seat (W N E S), the dealer's call in the
 * dealer's column, a question mark where the next call goes, and the vulnerable seats marked.
 * The latest call is announced to screen readers.
 */
import {
  type CallValue,
  isAuctionComplete,
  isVulnerable,
  type Seat,
  seatToCall,
  sideOf,
  type Vulnerability,
} from '@tenace/engine';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CallText } from '../BridgeText/BridgeText.js';
import { AUCTION_COLUMNS } from '../deck/table-positions.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './AuctionTable.css.js';

export interface AuctionTableProps {
  readonly dealer: Seat;
  /** The calls made so far, from the dealer's. */
  readonly calls: readonly CallValue[];
  /** @default 'None' */
  readonly vulnerable?: Vulnerability;
  /**
   * Shows a question mark where the next call goes, until the auction is complete.
   * @default true
   */
  readonly showNext?: boolean;
  /**
   * Announces the latest call in a polite live region. The hand player turns it off: its
   * conversation announces each call with the author's comment.
   * @default true
   */
  readonly announce?: boolean;
  /**
   * Makes each call a button, pressed with the call's index (the hand editor: "clicking a bid
   * adds a comment", hands.md §2).
   */
  readonly onCallPress?: (index: number) => void;
}

type Cell = { kind: 'empty' } | { kind: 'call'; call: CallValue; index: number } | { kind: 'next' };

/** The table's rows: cells before the dealer's column are empty. */
function auctionRows(dealer: Seat, calls: readonly CallValue[], showNext: boolean): Cell[][] {
  const lead = AUCTION_COLUMNS.indexOf(dealer);
  const cells: Cell[] = [
    ...Array.from({ length: lead }, (): Cell => ({ kind: 'empty' })),
    ...calls.map((call, index): Cell => ({ kind: 'call', call, index })),
  ];
  if (showNext && !isAuctionComplete(calls)) cells.push({ kind: 'next' });
  const rows: Cell[][] = [];
  for (let start = 0; start < cells.length; start += AUCTION_COLUMNS.length) {
    rows.push(cells.slice(start, start + AUCTION_COLUMNS.length));
  }
  return rows;
}

/**
 * The auction table.
 *
 * @example
 * <AuctionTable dealer="N" calls={['1H', 'Pass', '2H']} vulnerable="NS" />
 */
export function AuctionTable({
  dealer,
  calls,
  vulnerable = 'None',
  showNext = true,
  announce = true,
  onCallPress,
}: AuctionTableProps) {
  const { t } = useTranslation();
  const names = useBridgeNames();
  const last = calls.length - 1;
  const lastCall = calls[last];
  const nextSeat = seatToCall(dealer, calls.length);
  return (
    <>
      <table className={styles.table} data-complete={isAuctionComplete(calls) || undefined}>
        <caption className={visuallyHidden}>{t('auction.label')}</caption>
        <thead>
          <tr>
            {AUCTION_COLUMNS.map((seat) => {
              const vulnerableSeat = isVulnerable(vulnerable, sideOf(seat));
              return (
                <th
                  key={seat}
                  scope="col"
                  className={styles.seatHeader}
                  data-seat={seat}
                  data-vulnerable={vulnerableSeat || undefined}
                  data-dealer={seat === dealer || undefined}
                >
                  {names.seat(seat)}
                  <span className={visuallyHidden}>
                    {`, ${t(vulnerableSeat ? 'vulnerability.seat' : 'vulnerability.seatNot')}`}
                    {seat === dealer && `, ${t('deal.dealerMark')}`}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {auctionRows(dealer, calls, showNext).map((row, rowIndex) => (
            // Rows are positions in the auction: their index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={rowIndex}>
              {AUCTION_COLUMNS.map((seat, column) => {
                const cell = row[column];
                return (
                  <td
                    key={seat}
                    className={styles.cell}
                    data-next={cell?.kind === 'next' || undefined}
                    data-last={(cell?.kind === 'call' && cell.index === last) || undefined}
                  >
                    {cell?.kind === 'call' &&
                      (onCallPress === undefined ? (
                        <CallText call={cell.call} />
                      ) : (
                        <Button
                          className={styles.callButton}
                          onPress={() => onCallPress(cell.index)}
                        >
                          <CallText call={cell.call} />
                        </Button>
                      ))}
                    {cell?.kind === 'next' && (
                      <>
                        <span aria-hidden="true">{t('auction.question')}</span>
                        <span className={visuallyHidden}>
                          {t('auction.toCall', { seat: names.seat(nextSeat) })}
                        </span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {announce && (
        <p className={visuallyHidden} aria-live="polite" data-testid="auction-announcement">
          {lastCall &&
            t('auction.lastCall', {
              seat: names.seat(seatToCall(dealer, last)),
              call: names.call(lastCall),
            })}
        </p>
      )}
    </>
  );
}
