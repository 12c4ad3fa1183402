/**
 * The editor's 52-card grid (hands.md §4 "Deal builder"): clicking a deck card gives it to the
 * active seat; a dealt card shows its seat and clicking it returns it to the deck; the seat
 * chooser shows each seat's count of 13. The engine's DealBuilder keeps the rules (the last seat
 * short of 13 takes the rest; a full seat passes the turn to the next with room): the grid only
 * draws it and hands each click to it.
 */
import {
  CARDS_PER_SEAT,
  chooseActiveSeat,
  type DealBuilder,
  giveCard,
  RANKS,
  returnCard,
  SEATS,
  SUITS,
} from '@tenace/engine';
import { Button, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CardFace } from '../CardFace/CardFace.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import * as styles from './DeckPicker.css.js';

export interface DeckPickerProps {
  readonly builder: DealBuilder;
  readonly onChange: (builder: DealBuilder) => void;
  /** @default false */
  readonly isDisabled?: boolean;
}

/**
 * @example
 * <DeckPicker builder={builder} onChange={setBuilder} />
 */
export function DeckPicker({ builder, onChange, isDisabled = false }: DeckPickerProps) {
  const { t } = useTranslation('staff');
  const names = useBridgeNames();
  const holderOf = new Map(
    SEATS.flatMap((seat) => builder.hands[seat].map((card) => [`${card.suit}${card.rank}`, seat])),
  );
  return (
    <div className={styles.root}>
      <RadioGroup
        className={styles.seats}
        aria-label={t('deck.activeSeat')}
        orientation="horizontal"
        value={builder.active}
        isDisabled={isDisabled}
        onChange={(seat) => onChange(chooseActiveSeat(builder, seat as DealBuilder['active']))}
      >
        {SEATS.map((seat) => (
          <Radio key={seat} value={seat} className={styles.seat}>
            {t('deck.seatCount', {
              seat: names.seat(seat),
              count: builder.hands[seat].length,
              of: CARDS_PER_SEAT,
            })}
          </Radio>
        ))}
      </RadioGroup>
      <fieldset className={styles.grid} aria-label={t('deck.cards')}>
        {SUITS.map((suit) => (
          <div key={suit} className={styles.row} data-suit={suit}>
            {RANKS.map((rank) => {
              const card = { suit, rank };
              const holder = holderOf.get(`${suit}${rank}`);
              const name = names.card(card);
              return (
                <Button
                  key={rank}
                  className={styles.card}
                  data-dealt={holder ?? undefined}
                  isDisabled={isDisabled}
                  aria-label={
                    holder === undefined
                      ? t('deck.give', { card: name, seat: names.seat(builder.active) })
                      : t('deck.return', { card: name, seat: names.seat(holder) })
                  }
                  onPress={() => {
                    const next =
                      holder === undefined ? giveCard(builder, card) : returnCard(builder, card);
                    if (next.ok) onChange(next.value);
                  }}
                >
                  {/* The face is a picture and the holder a mark drawn by the style, so that the
                      card's name (its accessible name) is the only text: label-in-name holds. */}
                  <CardFace card={card} decorative className={styles.face} />
                </Button>
              );
            })}
          </div>
        ))}
      </fieldset>
    </div>
  );
}
