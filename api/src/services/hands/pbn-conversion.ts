import {
  gameRecord,
  gameTitle,
  type PbnProblem,
  parsePbnBytes,
  prepareHandForSave,
} from '@tenace/engine';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { ConvertedGame } from '../../repositories/pbn-uploads.js';
import { PBN_IMPORT_MESSAGES } from './pbn-import-messages.js';

/**
 * A PBN file's games as Draft hands (hands.md §4 "PBN upload"; docs/pbn-conversion.md): one per
 * game, in file order, titled from its Event and Board tags, with the commentary mapped by the
 * engine's rule and every problem the reader and the conversion found in that game, so the author
 * can mend the file. A game with problems still becomes a Draft (a Draft may be incomplete,
 * hands.md §5); a file with no game at all fails, with the reader's own words.
 *
 * @example
 * convertPbn(new TextEncoder().encode('[Event "Lesson"]\n[Board "1"]\n…'))
 * // { ok: true, value: [{ title: 'Lesson – Board 1', handJson: '{"deal":[…]…}', problems: '[]' }] }
 */
export function convertPbn(bytes: Uint8Array): Outcome<ConvertedGame[]> {
  const file = parsePbnBytes(bytes);
  if (file.games.length === 0) {
    const why = file.problems.map((problem) => problem.message).join('; ');
    return fail('BAD_USER_INPUT', why === '' ? PBN_IMPORT_MESSAGES.noGames : why);
  }
  return succeed(
    file.games.map((game, index) => {
      const record = gameRecord(game);
      return {
        title: gameTitle(record.tags, index),
        handJson: JSON.stringify(prepareHandForSave(record.hand)),
        problems: JSON.stringify(record.problems.map(problemFields)),
      };
    }),
  );
}

/** What the upload's record keeps of a problem (PbnProblem in pbn-uploads.graphql). */
function problemFields({ line, column, code, severity, message }: PbnProblem) {
  return { line, column, code, severity, message };
}
