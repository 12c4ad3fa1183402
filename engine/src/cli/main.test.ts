import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from './cli.testkit.js';
import { COMMANDS } from './main.js';

const VERSION = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  .version as string;

describe('tenace', () => {
  it.each([['--help'], ['-h']])(
    '%s lists every command and the exit codes on stdout',
    async (flag) => {
      const { code, stdout, stderr } = await run([flag]);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^Usage: tenace <command> \[options\]\n/);
      for (const command of COMMANDS)
        expect(stdout).toContain(`  ${command.name} ${command.synopsis}`);
      expect(stdout).toContain('Exit codes:\n  0  success\n  1  errors');
      expect(stdout).toContain('  2  usage');
      expect(stderr).toBe('');
    },
  );

  it('with no command prints the help on stderr and exits 2', async () => {
    const { code, stdout, stderr } = await run([]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Usage: tenace <command>/);
  });

  it('--version prints the engine package version', async () => {
    expect(await run(['--version'])).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });

  it.each([
    [['frobnicate'], "tenace: unknown command 'frobnicate'\nRun 'tenace --help' for usage.\n"],
    [['--frobnicate'], "tenace: unknown option '--frobnicate'\nRun 'tenace --help' for usage.\n"],
    [
      ['pbn', 'frobnicate'],
      "tenace pbn: unknown command 'pbn frobnicate'\nRun 'tenace pbn --help' for usage.\n",
    ],
  ])('%o is a usage error (exit 2)', async (argv, message) => {
    expect(await run(argv)).toEqual({ code: 2, stdout: '', stderr: message });
  });

  it('pbn --help lists the pbn commands only', async () => {
    const { code, stdout } = await run(['pbn', '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: tenace pbn <command> \[options\]\n/);
    expect(stdout).toContain('  pbn check FILE...');
    expect(stdout).toContain('  pbn convert FILE [-o OUT]');
    expect(stdout).toContain('  pbn export FILE.jsonl [-o OUT]');
    expect(stdout).not.toContain('  deal');
  });

  it('pbn with no command prints its help on stderr and exits 2', async () => {
    const { code, stderr } = await run(['pbn']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^Usage: tenace pbn <command>/);
  });
});

describe.each(COMMANDS.map((command) => [command.name, command] as const))('tenace %s', (name) => {
  const words = name.split(' ');

  it.each([['--help'], ['-h']])(
    '%s shows usage, options, an example and the exit codes',
    async (flag) => {
      const { code, stdout, stderr } = await run([...words, flag]);
      expect(code).toBe(0);
      expect(stderr).toBe('');
      expect(stdout).toMatch(new RegExp(`^Usage: tenace ${name} `));
      expect(stdout).toContain('\nOptions:\n');
      expect(stdout).toContain('  -h, --help');
      expect(stdout).toMatch(/\nExamples?:\n {2}tenace /);
      expect(stdout).toContain('\nExit codes:\n  0  success\n');
    },
  );

  it('rejects an unknown option with exit code 2', async () => {
    expect(await run([...words, '--bogus'])).toEqual({
      code: 2,
      stdout: '',
      stderr: `tenace ${name}: Unknown option '--bogus'\nRun 'tenace ${name} --help' for usage.\n`,
    });
  });
});
