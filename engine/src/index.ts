/**
 * @tenace/engine: the bridge engine. Plain data in, plain data out.
 *
 * @example
 * import { parseCard } from '@tenace/engine';
 * parseCard('H10'); // { ok: true, value: { suit: 'H', rank: 'T' } }
 */

export type { AuctionBuilder, AuctionBuilderError, AuctionStatus } from './auction/builder.js';
export {
  auctionBuilderFrom,
  auctionStatus,
  makeCall,
  redoCall,
  startAuction,
  undoCall,
} from './auction/builder.js';
export type { AuctionOutcome } from './auction/completion.js';
export { auctionOutcome, isAuctionComplete } from './auction/completion.js';
export type { CallError } from './auction/legality.js';
export { checkCall, legalCalls } from './auction/legality.js';
export { seatToCall } from './auction/turn.js';
export type { BidValue, Call, CallValue, Denomination, Level, NonBid, Risk } from './calls.js';
export {
  bidRank,
  callValue,
  DENOMINATIONS,
  denominationRank,
  isDenomination,
  isLevel,
  LEVELS,
  NON_BIDS,
  parseCall,
  RISKS,
} from './calls.js';
export type { Card, CardCodeError, Rank, Seat, Side, Suit } from './cards.js';
export {
  cardCode,
  DECK,
  isRank,
  isSeat,
  isSuit,
  nextSeat,
  parseCard,
  parseRank,
  parseSeat,
  parseSuit,
  partnerOf,
  RANKS,
  rankValue,
  SEATS,
  SIDES,
  SUITS,
  sameCard,
  sideOf,
} from './cards.js';
export type { CommentField } from './comment/fields.js';
export {
  COMMENT_DIALOG_HEIGHT,
  COMMENT_FIELDS,
  commentDialogHeight,
  commentFieldsFor,
  commentSavedMessage,
} from './comment/fields.js';
export { commentTextLength, hasCommentText } from './comment/length.js';
export { tokenizeComment } from './comment/tokenize.js';
export type { CommentToken, CommentTokenKind } from './comment/tokens.js';
export { COMMENT_TOKEN_KINDS } from './comment/tokens.js';
export { boardDealer, boardVulnerability } from './deal/boards.js';
export type { DealBuilder, DealError } from './deal/builder.js';
export {
  CARDS_PER_SEAT,
  chooseActiveSeat,
  dealBuilderFrom,
  dealtCards,
  emptyDeal,
  giveCard,
  isDealComplete,
  returnCard,
  undealtCards,
} from './deal/builder.js';
export { randomDeal } from './deal/random.js';
export { parseAuctionText } from './entry/auction-text.js';
export type { EntryError, EntryErrorCode, EntryResult } from './entry/entry-error.js';
export { ENTRY_ERROR_CODES } from './entry/entry-error.js';
export type { LinDeal } from './entry/lin.js';
export { isLin, readLin } from './entry/lin.js';
export type { PastedDeal } from './entry/pasted-deal.js';
export { readPastedDeal } from './entry/pasted-deal.js';
export type { PlayContext } from './entry/play-text.js';
export { parsePlayText } from './entry/play-text.js';
export { completeDealAtRandom } from './entry/random-completion.js';
export type { DealEntryError, TypedDeal } from './entry/typed-deal.js';
export { typedDeal } from './entry/typed-deal.js';
export { parseTypedHand } from './entry/typed-hand.js';
export type { AlternativeInput, Decision } from './hand/alternatives.js';
export { addAlternative, editAlternative, removeAlternative } from './hand/alternatives.js';
export {
  cycleVulnerability,
  isVulnerable,
  rotateViewpoint,
  setDealer,
  toggleSideVulnerability,
  VIEWPOINT_ROTATION,
  VULNERABILITY_CYCLE,
} from './hand/deal-settings.js';
export { DEFAULT_PLAY_ONLY_CONTRACT, emptyHand, HAND_DEFAULTS } from './hand/defaults.js';
export type { ClearingEdit, EditedStep } from './hand/edits.js';
export {
  CLEARING_EDITS,
  clearLaterSteps,
  editNeedsConfirmation,
  hasDataAfterStep,
} from './hand/edits.js';
export type { HandError, HandErrorCode, HandResult } from './hand/errors.js';
export { HAND_ERROR_CODES } from './hand/errors.js';
export {
  setAuctionOnly,
  setPlayOnly,
  setPlayOnlyContract,
  setPlayOnlyDeclarer,
} from './hand/modes.js';
export { normaliseHand, parseHand } from './hand/normalise.js';
export type { EditorProgress } from './hand/progress.js';
export { EDITOR_PROGRESS_LEVELS, editorProgress, isStepClickable } from './hand/progress.js';
export { prepareHandForSave } from './hand/save.js';
export type { HandStatus, HandStatusEvent } from './hand/status.js';
export {
  canDeleteHand,
  finalStepLabel,
  HAND_STATUS_TRANSITIONS,
  HAND_STATUSES,
  nextHandStatus,
} from './hand/status.js';
export type { EditorStep } from './hand/steps.js';
export {
  canLeaveAuctionStep,
  canLeaveDealStep,
  canLeavePlayStep,
  canLeaveStep,
  canLeaveSummaryStep,
  canPreview,
  dummyIsViewpoint,
  EDITOR_STEPS,
  finishedTricks,
  impliedDummy,
  isBlank,
  isHandComplete,
  isPlayFinished,
  showsTrickPreview,
} from './hand/steps.js';
export { checkHandTitle, HAND_TITLE_MAX_LENGTH } from './hand/title.js';
export type {
  CallAlternative,
  CardAlternative,
  CardPlay,
  Comments,
  Contract,
  DealtCard,
  HandCall,
  HandJSON,
  Trick,
  TrickCounts,
  Vulnerability,
} from './hand/types.js';
export { HAND_VERSION, VULNERABILITIES } from './hand/types.js';
export type { Beat } from './learner/beats.js';
export type { LessonEvent, LessonEventType } from './learner/events.js';
export { LESSON_EVENT_TYPES } from './learner/events.js';
export type { Choice, LessonMessage, MessageContent, MessageLink } from './learner/messages.js';
export type { LessonOutput, Rejection, UserHandStatus } from './learner/outputs.js';
export { REJECTIONS, USER_HAND_STATUSES } from './learner/outputs.js';
export type {
  LessonError,
  LessonScript,
  ScriptCall,
  ScriptCard,
  ScriptTrick,
} from './learner/script.js';
export { buildLessonScript, LESSON_ERRORS } from './learner/script.js';
export type {
  LessonOptions,
  LessonStage,
  LessonStageKind,
  LessonState,
} from './learner/state.js';
export { createLesson } from './learner/state.js';
export type { ProgressPhase, ProgressStep, StepName } from './learner/steps.js';
export { COMPLETED_STEP, PROGRESS_PHASES, parseStepName, stepName } from './learner/steps.js';
export type {
  EncouragementKey,
  LearnerText,
  LearnerTextKey,
  LearnerTextParam,
} from './learner/texts.js';
export {
  ENCOURAGEMENTS,
  formatLearnerText,
  LEARNER_TEXT_KEYS,
  LEARNER_TEXTS_EN,
  ordinalText,
  seatText,
} from './learner/texts.js';
export type { TimerKind } from './learner/timings.js';
export { LEARNER_TIMINGS, TIMER_DELAYS, TIMERS } from './learner/timings.js';
export { isTouchingCard } from './learner/touching.js';
export type { LessonHandler, LessonTransition } from './learner/transition.js';
export { LESSON_HANDLERS, LESSON_TRANSITIONS, transition } from './learner/transition.js';
export type { GameCommentary } from './pbn/commentary.js';
export {
  braceComment,
  callOrCardComments,
  commentaryText,
  gameCommentary,
  pbnCommentsOf,
  summaryComments,
} from './pbn/commentary.js';
export type { DecodedPbn, PbnDecoder, PbnEncoding } from './pbn/decode.js';
export { createPbnDecoder, decodePbn, PBN_ENCODINGS } from './pbn/decode.js';
export type { ExtraTags } from './pbn/from-hand.js';
export { handToPbnGame } from './pbn/from-hand.js';
export type { GameRecord } from './pbn/game-record.js';
export { gameRecord, inFileOrder } from './pbn/game-record.js';
export { gameTitle } from './pbn/game-title.js';
export type {
  PbnAnnotations,
  PbnAuction,
  PbnCall,
  PbnComment,
  PbnFile,
  PbnGame,
  PbnPlay,
  PbnPlayedCard,
  PbnProblem,
  PbnSection,
  PbnTag,
  Position,
  SectionEnd,
  Severity,
} from './pbn/model.js';
export { SEVERITIES, tagValue } from './pbn/model.js';
export type { PbnParser, PbnParserOptions } from './pbn/parser.js';
export { createPbnParser } from './pbn/parser.js';
export type { ProblemCode, ProblemNote } from './pbn/problems.js';
export { PROBLEM_CATALOGUE, problemAt } from './pbn/problems.js';
export { parsePbn, parsePbnBytes, readPbnGames } from './pbn/reader.js';
export type {
  Lenient,
  PbnContract,
  PbnDeal,
  PbnDealer,
  PbnDeclarer,
  PbnNote,
  PbnResult,
  PbnVulnerable,
  TagValueCode,
} from './pbn/tag-values.js';
export {
  parseContractTag,
  parseDealerTag,
  parseDealTag,
  parseDeclarerTag,
  parseNoteTag,
  parseResultTag,
  parseVulnerableTag,
} from './pbn/tag-values.js';
export type { PbnGameConversion } from './pbn/to-hand.js';
export { pbnGameToHand, VIEWPOINT_TAG } from './pbn/to-hand.js';
export type { ConversionProblemCode } from './pbn/to-hand-problems.js';
export { CONVERSION_PROBLEMS, conversionProblem } from './pbn/to-hand-problems.js';
export type { WritePbnGameOptions } from './pbn/writer.js';
export { writePbn, writePbnGame, writePbnHeader } from './pbn/writer.js';
export type { ExportContext, MandatoryTag } from './pbn/writer-values.js';
export {
  exportContext,
  exportTagValue,
  formatContract,
  formatDeal,
  formatVulnerable,
  MANDATORY_TAGS,
  UNKNOWN_TAG_VALUE,
} from './pbn/writer-values.js';
export type { BuiltCard, CardToAdd, PlayBuilder, PlayBuilderError } from './play/builder.js';
export {
  addCard,
  handPlay,
  playBuilderFrom,
  redoCard,
  startPlayBuilder,
  undoCard,
} from './play/builder.js';
export { playableCards } from './play/following.js';
export { replayPlay } from './play/replay.js';
export type { CardToPlay, PlayError, PlayedTrick, PlayState } from './play/state.js';
export { playCard, startPlay, TRICKS_PER_DEAL } from './play/state.js';
export type { SeatedCard } from './play/tricks.js';
export { openingLeader, trickWinner, trumpSuit } from './play/tricks.js';
export type { Rng } from './random/rng.js';
export { createRng, randomInt, shuffle } from './random/rng.js';
export type { EngineError, Result } from './result.js';
export { err, exhaustiveSwitchError, ok } from './result.js';
