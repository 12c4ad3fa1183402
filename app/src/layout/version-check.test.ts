import { describe, expect, it, vi } from 'vitest';
import { createVersionCheck } from './version-check.js';

/** A version file whose answers the test gives one by one (undefined: no answer). */
function versionFile(...answers: (string | undefined)[]) {
  return vi.fn(async () => answers.shift());
}

describe('the version check (storefront.md §4)', () => {
  it('takes the first answer for the version the page started with', async () => {
    const check = createVersionCheck(versionFile('4.0.4', '4.0.4'));
    expect(await check.check()).toBe(false);
    expect(await check.check()).toBe(false);
    expect(check.isNewer()).toBe(false);
  });

  it('finds a new version once an answer is newer, tells its listeners once, and keeps it', async () => {
    const check = createVersionCheck(versionFile('4.0.4', '4.0.5', '4.0.4'));
    const listener = vi.fn();
    check.subscribe(listener);
    await check.check();
    expect(await check.check()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    // Until the page reloads, the page's code is the old version's, whatever the file says.
    expect(await check.check()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('learns nothing from a check without an answer', async () => {
    const check = createVersionCheck(versionFile(undefined, '4.0.5', '4.0.6', undefined));
    await check.check();
    // The first answer is the page's version, even after a failed check.
    expect(await check.check()).toBe(false);
    expect(await check.check()).toBe(true);
    expect(await check.check()).toBe(true);
  });

  it('does not count an older answer as new', async () => {
    const check = createVersionCheck(versionFile('4.0.4', '4.0.3'));
    await check.check();
    expect(await check.check()).toBe(false);
  });

  it('joins a check in flight rather than asking again', async () => {
    const fetchVersion = versionFile('4.0.4', '4.0.5');
    const check = createVersionCheck(fetchVersion);
    await Promise.all([check.check(), check.check()]);
    expect(fetchVersion).toHaveBeenCalledOnce();
    expect(await check.check()).toBe(true);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const check = createVersionCheck(versionFile('4.0.4', '4.0.5'));
    const listener = vi.fn();
    const unsubscribe = check.subscribe(listener);
    await check.check();
    unsubscribe();
    await check.check();
    expect(listener).not.toHaveBeenCalled();
  });

  it('asks again after the first answer, so a failure before it still finds a deploy', async () => {
    // The page's first request left before the deploy and is still out when a page's code fails.
    let answerFirst: (version: string) => void = () => {};
    const first = new Promise<string>((resolve) => {
      answerFirst = resolve;
    });
    const fetchVersion = vi
      .fn<() => Promise<string | undefined>>()
      .mockReturnValueOnce(first)
      .mockResolvedValueOnce('4.0.5');
    const check = createVersionCheck(fetchVersion);
    const layout = check.check();
    const panel = check.checkAfresh();
    answerFirst('4.0.4');
    // The first answer is the page's version: nothing new from it alone.
    expect(await layout).toBe(false);
    expect(await panel).toBe(true);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('joins a request out after the first answer, as the poll does', async () => {
    const fetchVersion = versionFile('4.0.4', '4.0.5');
    const check = createVersionCheck(fetchVersion);
    await check.check();
    const [poll, panel] = [check.check(), check.checkAfresh()];
    expect(await poll).toBe(true);
    expect(await panel).toBe(true);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('asks once afresh when no request is in flight', async () => {
    const fetchVersion = versionFile('4.0.4', '4.0.5');
    const check = createVersionCheck(fetchVersion);
    await check.check();
    expect(await check.checkAfresh()).toBe(true);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('asks no more afresh once a new version is found', async () => {
    const fetchVersion = versionFile('4.0.4', '4.0.5');
    const check = createVersionCheck(fetchVersion);
    await check.check();
    // The panel, then the same panel drawn again while the answer that found it is in.
    const [first, again] = [check.checkAfresh(), check.checkAfresh()];
    expect(await first).toBe(true);
    expect(await again).toBe(true);
    expect(await check.checkAfresh()).toBe(true);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });
});
