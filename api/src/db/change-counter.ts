/**
 * A number that goes up whenever the data it stands for is written: a cache made at one value is
 * stale once the value has moved. The repositories bump the database's catalogue counter after
 * each write to a catalogue table, and a transaction bumps it again when it ends, since what it
 * wrote becomes visible to other connections only at its commit (api/README.md "Caches").
 */
export interface ChangeCounter {
  readonly value: number;
  bump(): void;
}

export function createChangeCounter(): ChangeCounter {
  let value = 0;
  return {
    get value() {
      return value;
    },
    bump() {
      value += 1;
    },
  };
}
