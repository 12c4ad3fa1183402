import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, waitFor } from 'storybook/test';
import { lazyPart } from './lazy-part.js';

interface PartProps {
  readonly label: string;
}

/** A part whose "chunk" takes 300 ms to arrive, and its look-alike. */
const Part = lazyPart(
  () =>
    new Promise<(props: PartProps) => ReactElement>((resolve) =>
      setTimeout(() => resolve(({ label }) => <button type="button">{label}</button>), 300),
    ),
  ({ label }: PartProps) => <span aria-hidden="true">{label}</span>,
);

/** A part whose first request for its "chunk" fails (a network blip), the next one arrives. */
let flakyRequests = 0;
const FlakyPart = lazyPart(
  () => {
    flakyRequests += 1;
    return flakyRequests === 1
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : Promise.resolve(({ label }: PartProps) => <button type="button">{label}</button>);
  },
  ({ label }: PartProps) => <span aria-hidden="true">{label}</span>,
);

function LazyPartDemo({ label, flaky = false }: PartProps & { readonly flaky?: boolean }) {
  const Shown = flaky ? FlakyPart : Part;
  return (
    <p>
      Before <Shown label={label} /> after
    </p>
  );
}

const meta = {
  title: 'Store/lazyPart',
  component: LazyPartDemo,
  args: { label: 'Language' },
} satisfies Meta<typeof LazyPartDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The placeholder is drawn at once, hidden from assistive technology; the part replaces it once
 * the page is idle and its code has arrived, with the same props.
 */
export const PlaceholderThenPart: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('Language');
    await expect(canvas.queryByRole('button')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Language' })).toBeVisible(), {
      timeout: 5000,
    });
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

/**
 * A chunk request that fails is made again while the part stays mounted: the part still replaces
 * its inert placeholder (a page is not left with controls nobody can use).
 */
export const PartAfterAFailedLoad: Story = {
  args: { flaky: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('Language');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Language' })).toBeVisible(), {
      timeout: 8000,
    });
    await expect(flakyRequests).toBe(2);
  },
};
