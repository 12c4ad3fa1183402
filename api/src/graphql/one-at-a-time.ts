/**
 * Runs the work given to it one piece at a time, in the order given: each starts when the one
 * before has settled (a failure does not stop the line), after a turn of the event loop. The
 * handler runs costly operations through one, so that they take turns instead of holding the
 * event loop together: an operation over data in memory runs without waiting for I/O, so
 * without that turn a queue of them would run back to back while other requests wait unread.
 *
 * @example
 * const costly = new OneAtATime();
 * const result = await costly.run(() => execute(args));
 */
export class OneAtATime {
  #last: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#last.then(nextTurn).then(work);
    this.#last = result.catch(() => undefined);
    return result;
  }
}

/** Resolves after the event loop has taken the I/O waiting (other requests) in between. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
