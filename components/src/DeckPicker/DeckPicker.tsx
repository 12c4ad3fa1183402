/**
 * The deal step's 52-card picker (hands.md §4 "Deal builder": "Clicking a deck card gives it to
 * the active seat … Clicking a dealt card returns it to the deck"), with the active seat chooser
 * and each seat's count of 13. The engine's DealBuilder does every move (`giveCard`,
 * `returnCard`, `chooseActiveSeat`), including the last short seat taking the rest and the active
 * seat moving on when full; this draws its state.
 */
import {
  CARDS_PER_SEAT,
  type Card,
  chooseActiveSeat,
  DECK,
  type DealBuilder,
  giveCard,
  returnCard,
  SEATS,
  type Seat,
  SUITS,
  sameCard,
} from '@tenace/engine';
import { Button, Group, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDeck } from '../deck/DeckProvider.js';
import { rankLetter } from '../deck/letters.js';
import { SUIT_SYMBOLS } from '../deck/suit-symbols.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import { suitColour } from '../styles/suit-colour.css.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './DeckPicker.css.js';

export interface DeckPickerProps {
  readonly builder: DealBuilder;
  /** The builder after a card was given or returned, or another seat chosen. */
  readonly onChange: (next: DealBuilder) => void;
}

function holderOf(builder: DealBuilder, card: Card): Seat | undefined {
  return SEATS.find((seat) => builder.hands[seat].some((held) => sameCard(held, card)));
}

/**
 * @example
 * const [builder, setBuilder] = useState(emptyDeal());
 * <DeckPicker builder={builder} onChange={setBuilder} />
 */
export function DeckPicker({ builder, onChange }: DeckPickerProps) {
  const { t } = useTranslation('staff');
  const { t: kit } = useTranslation();
  const names = useBridgeNames();
  const { lettering, fourColour } = useDeck();
  const activeIsFull = builder.hands[builder.active].length >= CARDS_PER_SEAT;
  const move = (card: Card, holder: Seat | undefined) => {
    const next = holder === undefined ? giveCard(builder, card) : returnCard(builder, card);
    if (next.ok) onChange(next.value);
  };
  return (
    <div className={styles.picker}>
      <RadioGroup
        className={styles.seats}
        orientation="horizontal"
        value={builder.active}
        onChange={(seat) => onChange(chooseActiveSeat(builder, seat as Seat))}
      >
        <Label className={styles.label}>{t('editor.activeSeat')}</Label>
        <div className={styles.seatList}>
          {SEATS.map((seat) => {
            const count = builder.hands[seat].length;
            return (
              <Radio key={seat} value={seat} className={styles.seat}>
                {names.seat(seat)}
                <span aria-hidden="true" className={styles.count}>
                  {t('editor.seatCount', { count })}
                </span>
                <span className={visuallyHidden}>, {t('editor.seatCountSpoken', { count })}</span>
              </Radio>
            );
          })}
        </div>
      </RadioGroup>
      <Group className={styles.deck} aria-label={t('editor.deck')}>
        {SUITS.map((suit) => (
          <Group key={suit} className={styles.suit} aria-label={kit(`suit.${suit}`)}>
            {DECK.filter((card) => card.suit === suit).map((card) => {
              const holder = holderOf(builder, card);
              return (
                <Button
                  key={card.rank}
                  className={`${styles.card} ${suitColour}`}
                  data-suit={suit}
                  data-four-colour={fourColour || undefined}
                  data-taken={holder !== undefined || undefined}
                  isDisabled={holder === undefined && activeIsFull}
                  onPress={() => move(card, holder)}
                >
                  <span aria-hidden="true">
                    {rankLetter(card.rank, lettering)}
                    {SUIT_SYMBOLS[suit]}
                  </span>
                  <span className={visuallyHidden}>
                    {names.card(card)}
                    {holder !== undefined &&
                      `, ${t('editor.dealtTo', { seat: names.seat(holder) })}`}
                  </span>
                  {holder !== undefined && (
                    <span aria-hidden="true" className={styles.taker}>
                      {kit(`seatLetter.${holder}`)}
                    </span>
                  )}
                </Button>
              );
            })}
          </Group>
        ))}
      </Group>
    </div>
  );
}
