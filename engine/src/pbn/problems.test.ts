import { describe, expect, it } from 'vitest';
import { SEVERITIES } from './model.js';
import { PROBLEM_CATALOGUE, problemAt } from './problems.js';

describe('the problem catalogue', () => {
  it.each(Object.entries(PROBLEM_CATALOGUE))(
    '%s is an UPPER_SNAKE code with a severity',
    (code, entry) => {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(SEVERITIES).toContain(entry.severity);
      expect(entry.about.length).toBeGreaterThan(0);
    },
  );

  it("uses the reference verifier's words for its errors (pbn-notes.md §14)", () => {
    for (const code of [
      'BAD_CALL',
      'BAD_CARD',
      'BAD_DEAL',
      'NO_DEALER',
      'NO_DEAL',
      'BAD_NAG',
      'NO_NOTE',
    ]) {
      expect(PROBLEM_CATALOGUE).toHaveProperty(code);
    }
    expect(PROBLEM_CATALOGUE.LINE_TOO_LONG.severity).toBe('warning');
  });
});

describe('problemAt', () => {
  it("places a problem and gives it its code's severity", () => {
    expect(problemAt('BAD_CALL', '8NT is not a call', { line: 12, column: 5 })).toEqual({
      line: 12,
      column: 5,
      code: 'BAD_CALL',
      severity: 'error',
      message: '8NT is not a call',
    });
  });
});
