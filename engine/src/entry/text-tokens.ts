/** The words of a line of typed text, each with its column (from 1): split by spaces or commas. */
export function wordsOf(line: string): { text: string; column: number }[] {
  return [...line.matchAll(/[^\s,]+/g)].map((match) => ({
    text: match[0],
    column: (match.index ?? 0) + 1,
  }));
}
