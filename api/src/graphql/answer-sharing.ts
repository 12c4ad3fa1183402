/**
 * What one request's answer depends on, as its resolvers tell it, for the queries whose
 * visitor's answer may or may not be shared (`SHARED_WHEN_MARKED` in `public-answer-cache.ts`):
 * a hand in a set is the same for every visitor until the catalogue changes, a hand in an
 * article depends on the clock. Unmarked, an answer is not shared, and one resolver's "not
 * shareable" outweighs every other's "catalogue only".
 *
 * @example
 * ctx.answerSharing.catalogueOnly(); // this part is the catalogue's and the arguments' alone
 * ctx.answerSharing.notShareable(); // this part depends on the reader, the clock or a header
 */
export class AnswerSharing {
  #marked: 'unmarked' | 'catalogue' | 'not-shareable' = 'unmarked';

  /** The part of the answer just resolved is made of catalogue data and the arguments alone. */
  catalogueOnly(): void {
    if (this.#marked === 'unmarked') this.#marked = 'catalogue';
  }

  /** The part of the answer just resolved depends on something beside the catalogue. */
  notShareable(): void {
    this.#marked = 'not-shareable';
  }

  /** Whether every mark given says the answer depends on the catalogue alone, and one was given. */
  get shareable(): boolean {
    return this.#marked === 'catalogue';
  }
}
