/**
 * A small seeded pseudo-random generator, so that random deals and the learner's encouragements
 * can be replayed from a seed (issue 2 §2.2: "a random deal from an injectable seeded RNG").
 *
 * The generator is sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state,
 * from PractRand), seeded through cyrb128, a 128-bit string hash. It is not cryptographic and
 * must never be used for tokens or secrets.
 */

/** A source of floats in [0, 1), such as `Math.random` or the result of {@link createRng}. */
export type Rng = () => number;

/**
 * Hashes a string to four 32-bit words (cyrb128 by bryc), used to seed sfc32. Different seeds
 * give unrelated states, even for seeds that differ in one character.
 */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * A seeded generator of floats in [0, 1). The same seed always gives the same sequence; a number
 * seed and its decimal string (`42` and `'42'`) give the same sequence.
 *
 * @example
 * const rng = createRng(42);
 * rng(); // the same float on every run, in [0, 1)
 */
export function createRng(seed: number | string): Rng {
  let [a, b, c, d] = cyrb128(String(seed));
  const next = (): number => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Discard the first outputs so that the hashed seed is well mixed into the state.
  for (let round = 0; round < 15; round++) next();
  return next;
}

/**
 * A random integer in 0 .. n-1.
 *
 * @example
 * randomInt(createRng('deal 1'), 52) // an index into the deck
 */
export function randomInt(rng: Rng, n: number): number {
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`randomInt needs a positive integer, not ${n}`);
  // Guard against an injected rng that returns exactly 1 (outside its contract).
  return Math.min(Math.floor(rng() * n), n - 1);
}

/**
 * A shuffled copy of `items` (Fisher-Yates, every order equally likely); the input is untouched.
 *
 * @example
 * shuffle(createRng(7), DECK) // the 52 cards in a random order
 */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const shuffled = [...items];
  for (let last = shuffled.length - 1; last > 0; last--) {
    const pick = randomInt(rng, last + 1);
    [shuffled[last], shuffled[pick]] = [shuffled[pick] as T, shuffled[last] as T];
  }
  return shuffled;
}
