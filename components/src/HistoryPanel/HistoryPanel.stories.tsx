import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { type HistoryEntry, HistoryPanel } from './HistoryPanel.js';

/** As the API's auditLog answers: newest first, values as JSON text. */
const ENTRIES: HistoryEntry[] = [
  {
    id: 2,
    at: '2026-11-20T14:05:00.000Z',
    operation: 'deleteProductLink',
    actor: { fullName: 'Ada Admin' },
    onBehalfOf: { fullName: 'Piet Publisher' },
    changes: [
      { field: 'linkId', before: '"q3J0aXbL8sT2"', after: null },
      { field: 'language', before: '"enGB"', after: null },
    ],
  },
  {
    id: 1,
    at: '2026-11-19T09:30:00.000Z',
    operation: 'createProductLink',
    actor: { fullName: 'Eddie Editor' },
    onBehalfOf: null,
    changes: [
      { field: 'linkId', before: null, after: '"q3J0aXbL8sT2"' },
      { field: 'language', before: null, after: '"enGB"' },
    ],
  },
];

const meta = {
  title: 'Admin/HistoryPanel',
  component: HistoryPanel,
  args: { entries: ENTRIES, status: 'ready' },
} satisfies Meta<typeof HistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who, on behalf of whom, which operation, when, and each field before → after. */
export const Entries: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'History' });
    const items = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ol') === item.parentElement);
    await expect(items).toHaveLength(2);
    const [newest, oldest] = items as [HTMLElement, HTMLElement];
    await expect(newest).toHaveTextContent('Product link removed');
    await expect(newest).toHaveTextContent('by Ada Admin on behalf of Piet Publisher');
    await expect(within(newest).getByText('Link: q3J0aXbL8sT2 → (none)')).toBeVisible();
    await expect(newest.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-11-20T14:05:00.000Z',
    );
    await expect(oldest).toHaveTextContent('Product link created');
    await expect(oldest).toHaveTextContent('by Eddie Editor');
    await expect(oldest).not.toHaveTextContent('on behalf of');
    await expect(within(oldest).getByText('Language: (none) → enGB')).toBeVisible();
  },
};

/** An operation or field the catalogue does not name yet shows under its API name. */
export const UnknownOperation: Story = {
  args: {
    entries: [
      {
        id: 3,
        at: '2026-11-21T10:00:00.000Z',
        operation: 'upsertProduct',
        actor: { fullName: 'Ada Admin' },
        onBehalfOf: null,
        changes: [{ field: 'onSale', before: 'false', after: 'true' }],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('upsertProduct')).toBeVisible();
    await expect(canvas.getByText('onSale: false → true')).toBeVisible();
  },
};

/** A long value (a picture's data address) is cut at 120 characters, not shown whole. */
export const LongValue: Story = {
  args: {
    entries: [
      {
        id: 4,
        at: '2026-11-21T11:00:00.000Z',
        operation: 'duplicateProduct',
        actor: { fullName: 'Ada Admin' },
        onBehalfOf: null,
        changes: [
          {
            field: 'coverImagePath',
            before: null,
            after: JSON.stringify(`data:image/svg+xml;utf8,${'%3Csvg%3E'.repeat(300)}`),
          },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const change = canvas.getByText(/^coverImagePath: \(none\) → data:image/);
    await expect(change.textContent?.endsWith('…')).toBe(true);
    await expect(change.textContent?.length).toBeLessThan(170);
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No changes recorded yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the history…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The error offers a retry, by pointer or keyboard. */
export const Failed: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The history could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Geschiedenis' })).toBeVisible();
    await expect(canvas.getByText('door Ada Admin namens Piet Publisher')).toBeVisible();
    await expect(canvas.getByText('Productlink aangemaakt')).toBeVisible();
    await expect(canvas.getByText('Taal: (geen) → enGB')).toBeVisible();
  },
};
