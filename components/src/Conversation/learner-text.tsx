/**
 * The lesson's system texts (the engine's `LearnerText`: a catalogue key and its parameters)
 * in the current language, drawn with bridge notation where a parameter is a call, a card or a
 * contract, and spoken with their names for announcements.
 */
import {
  type CallValue,
  type Card,
  type Choice,
  type Contract,
  type LearnerText,
  type LearnerTextKey,
  type LessonMessage,
  tokenizeComment,
} from '@tenace/engine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CallText, ContractText, SingleCardText } from '../BridgeText/BridgeText.js';
import { type BridgeNames, useBridgeNames } from '../i18n/use-bridge-names.js';

type Translate = ReturnType<typeof useTranslation>['t'];

/** Marks where a parameter drawn as notation goes in a translated sentence. */
const MARK = '\u0000';

/** A text as a plain string, nested texts translated first. */
export function translateLearnerText(t: Translate, text: LearnerText): string {
  return fill(t, text, {}).join('');
}

/**
 * Translates `text`, putting `parts[name]` where `{{name}}` stands: the sentence is the
 * catalogue's, so each language orders its words.
 */
function fill<T>(
  t: Translate,
  text: LearnerText,
  parts: Readonly<Record<string, T>>,
): (string | T)[] {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) {
    if (name in parts) params[name] = `${MARK}${name}${MARK}`;
    else params[name] = typeof value === 'object' ? translateLearnerText(t, value) : String(value);
  }
  // i18next's typed `t` cannot take a union of keys; learner-texts.test.ts checks that the
  // catalogues hold every LearnerTextKey.
  const translate = t as unknown as (key: LearnerTextKey, values: Record<string, string>) => string;
  const sentence = translate(text.key, params);
  return sentence
    .split(new RegExp(`${MARK}(\\w+)${MARK}`))
    .map((piece, index) => (index % 2 === 1 ? (parts[piece] as T) : piece))
    .filter((piece) => piece !== '');
}

/** How to show each kind of bridge notation: drawn, or spoken. */
interface Notation<T> {
  call(call: CallValue): T;
  card(card: Card): T;
  contract(contract: Contract): T;
}

function choiceIn<T>(notation: Notation<T>, choice: Choice): T {
  return choice.type === 'call' ? notation.call(choice.call) : notation.card(choice.card);
}

/** The parameters of a message's text that are bridge notation. */
function notationParts<T>(message: LessonMessage, notation: Notation<T>): Record<string, T> {
  switch (message.kind) {
    case 'call':
      return { call: notation.call(message.call) };
    case 'card':
      return { card: notation.card(message.card) };
    case 'answer':
      return { answer: choiceIn(notation, message.answer) };
    case 'touching':
      return { chosen: notation.card(message.chosen), authored: notation.card(message.authored) };
    case 'alternative':
      return {
        chosen: choiceIn(notation, message.chosen),
        authored: choiceIn(notation, message.authored),
      };
    case 'contract':
      return { contract: notation.contract(message.contract) };
    default:
      return {};
  }
}

const DRAWN: Notation<ReactNode> = {
  call: (call) => <CallText call={call} />,
  card: (card) => <SingleCardText card={card} />,
  contract: (contract) => <ContractText contract={contract} />,
};

function spokenNotation(t: Translate, names: BridgeNames): Notation<string> {
  return {
    call: names.call,
    card: names.card,
    contract: (contract) =>
      contract.risk === ''
        ? names.call(contract.value)
        : `${names.call(contract.value)} ${t(`contract.risk.${contract.risk}`)}`,
  };
}

/**
 * A message's system text drawn with bridge notation ("South: 1♥"), or nothing for a message
 * that is only the author's words.
 *
 * @example
 * <MessageSystemText message={message} />
 */
export function MessageSystemText({ message }: { readonly message: LessonMessage }) {
  const { t } = useTranslation();
  if (!('text' in message)) return null;
  return (
    <>
      {fill(t, message.text, notationParts(message, DRAWN)).map((piece, index) => (
        // Pieces are positions in a fixed sentence: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index}>{piece}</span>
      ))}
    </>
  );
}

/** An author's comment as it is read aloud: cards and bids by name ("queen of spades"). */
function spokenComment(text: string, t: Translate, names: BridgeNames): string {
  return tokenizeComment(text)
    .map((token) => {
      switch (token.kind) {
        case 'card':
          return token.ranks.map((rank) => names.card({ suit: token.suit, rank })).join(', ');
        case 'bid':
          return names.call(`${token.level}${token.denomination}`);
        case 'suit':
          return t(`suit.${token.suit}`);
        default:
          return token.text;
      }
    })
    .join('');
}

/**
 * A message as one spoken sentence for a live region: the system text with calls and cards
 * named, the author's words, and the link's text.
 *
 * @example
 * const speak = useSpokenMessage();
 * speak(message) // 'South: 1 notrump. A slightly light 1NT, but every suit is stopped.'
 */
export function useSpokenMessage(): (message: LessonMessage) => string {
  const { t } = useTranslation();
  const names = useBridgeNames();
  return (message) => {
    const parts: string[] = [];
    if (message.kind === 'hint' || message.kind === 'summary') {
      parts.push(t(`conversation.${message.kind}`));
    }
    if ('text' in message) {
      parts.push(fill(t, message.text, notationParts(message, spokenNotation(t, names))).join(''));
    }
    if ('author' in message && message.author !== undefined) {
      parts.push(spokenComment(message.author, t, names));
    }
    if ('link' in message && message.link) parts.push(translateLearnerText(t, message.link.text));
    return parts.join('. ');
  };
}
