/**
 * The real `tenace` binary, spawned: engine/bin/tenace.js running the compiled CLI in dist/
 * (the root `npm test` runs `tsc -b` before Vitest).
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OLYMPIAD_FINAL, ONE_GAME } from './cli.testkit.js';

const BIN = fileURLToPath(new URL('../../bin/tenace.js', import.meta.url));

function tenace(args: readonly string[], input?: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the tenace binary', () => {
  it('prints its version', () => {
    const { code, stdout } = tenace(['--version']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('draws a corpus board', () => {
    const { code, stdout, stderr } = tenace(['show', OLYMPIAD_FINAL, '--board', '1', '--ascii']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('\nContract 3NT by S\n');
  });

  it('converts PBN piped to stdin', () => {
    const { code, stdout } = tenace(['pbn', 'convert', '-'], ONE_GAME);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).hand.contract.value).toBe('3NT');
  });

  it('sets the exit codes: 1 for errors, 2 for usage', () => {
    expect(tenace(['pbn', 'check', '-'], '[Auction "N"]\n8NT\n').code).toBe(1);
    expect(tenace(['frobnicate']).code).toBe(2);
  });

  it('ends quietly when the reader closes the pipe early (| head)', async () => {
    const child = spawn(process.execPath, [BIN, 'deal', '--count', '100000', '--format', 'json']);
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
