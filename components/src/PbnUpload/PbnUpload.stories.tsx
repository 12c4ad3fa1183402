import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { type PbnConversionState, PbnUpload } from './PbnUpload.js';

const STORED = 'Set-7-1a2b3c4d-lesson.pbn';

const pbnFile = () =>
  new File(['[Event "Club lesson"]\n[Board "1"]\n'], 'lesson.pbn', { type: 'text/plain' });

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  return input;
};

/** Answers `states` one check after another, the last one for every later check. */
const checks = (...states: (PbnConversionState | null)[]) => {
  let index = 0;
  return fn(async () => states[Math.min(index++, states.length - 1)] ?? null);
};

const meta = {
  title: 'Admin/PbnUpload',
  component: PbnUpload,
  args: {
    upload: fn(async (_file: File, onProgress: (fraction: number) => void) => {
      onProgress(1);
      return STORED;
    }),
    check: checks(
      null,
      { status: 'Processing', error: null, games: 0 },
      {
        status: 'Complete',
        error: null,
        games: 3,
      },
    ),
    onConverted: fn(),
    // The spec polls every 1 s (hands.md §9); the stories need not wait that long.
    intervalMs: 20,
  },
} satisfies Meta<typeof PbnUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hands.md §4: uploaded, converting while the server works, then how many Draft hands it made. */
export const Converted: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const choose = canvas.getByRole('button', { name: 'Upload a PBN file' });
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    await userEvent.upload(fileInput(canvasElement), pbnFile());
    await expect(args.upload).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'lesson.pbn' }),
      expect.any(Function),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'lesson.pbn converted: 3 Draft hands added.',
      ),
    );
    await expect(args.check).toHaveBeenCalledWith(STORED);
    await expect(args.check).toHaveBeenCalledTimes(3);
    await expect(args.onConverted).toHaveBeenCalledWith({
      status: 'Complete',
      error: null,
      games: 3,
    });
    await expect(choose).toBeEnabled();
  },
};

/** hands.md §8: 'Converting PBN failed: {error}'. */
export const Failed: Story = {
  args: { check: checks({ status: 'Failed', error: 'the file holds no games', games: 0 }) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), pbnFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Converting PBN failed: the file holds no games',
    );
    await expect(args.onConverted).toHaveBeenCalledTimes(1);
  },
};

/** hands.md §8, §9: after 30 checks still converting, 'The upload has timed out'. */
export const TimedOut: Story = {
  args: { check: checks({ status: 'Processing', error: null, games: 0 }), intervalMs: 5 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), pbnFile());
    await expect(await canvas.findByText('Converting lesson.pbn…')).toBeVisible();
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The upload has timed out',
    );
    await expect(args.check).toHaveBeenCalledTimes(30);
    await expect(args.onConverted).not.toHaveBeenCalled();
  },
};

/** hands.md §5, §8: a refusal (here the browser's check of the size) shows as it comes. */
export const Refused: Story = {
  args: {
    upload: fn(async (_file: File, _onProgress: (fraction: number) => void): Promise<string> => {
      throw new Error('upload error: File must be a less than 1024kb');
    }),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), pbnFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'upload error: File must be a less than 1024kb',
    );
    await expect(args.check).not.toHaveBeenCalled();
  },
};
