/**
 * A number that moves whenever the data it stands for is written: a cache made at one value is
 * stale once the value has moved (api/README.md "Caches"). The caches only read it.
 */
export interface ChangeVersion {
  readonly value: number;
}

/** A {@link ChangeVersion} moved by hand: the in-process part of the catalogue's version. */
export interface ChangeCounter extends ChangeVersion {
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
