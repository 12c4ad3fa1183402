import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { FilterPanel } from './FilterPanel.js';
import { FilterPanelPlaceholder } from './FilterPanelPlaceholder.js';
import type { FilterGroupTags, FilterSelection } from './filters.js';

const GROUPS: readonly FilterGroupTags[] = [
  {
    group: 'PurchaseType',
    tags: [
      { id: 'OneOff', name: 'One-off' },
      { id: 'Subscription', name: 'Subscription' },
    ],
  },
  {
    group: 'Difficulty',
    tags: [
      { id: 'beginner', name: 'Beginner' },
      { id: 'intermediate', name: 'Intermediate' },
      { id: 'advanced', name: 'Advanced' },
    ],
  },
  {
    group: 'System',
    tags: [
      'Acol',
      'SAYC',
      '2/1',
      'Precision',
      'Polish Club',
      'Standard American',
      'Dutch Acol',
    ].map((name) => ({ id: name.toLowerCase(), name })),
  },
  { group: 'Type', tags: [] },
  {
    group: 'Author',
    tags: [
      { id: 'a1', name: 'Anne Jansen' },
      { id: 'a2', name: 'Piet de Vries' },
    ],
  },
];

const meta = {
  title: 'Store/FilterPanel',
  component: FilterPanel,
  args: { groups: GROUPS, selection: {}, onChange: fn() },
  render: function Render(args) {
    const [selection, setSelection] = useState<FilterSelection>(args.selection);
    return (
      <div style={{ width: 260 }}>
        <FilterPanel
          {...args}
          selection={selection}
          onChange={(next) => {
            setSelection(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** storefront.md §2: the groups; one without tags is left out. */
export const Groups: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Filters' });
    const groups = within(panel).getAllByRole('group');
    await expect(groups.map((group) => group.firstChild?.textContent)).toEqual([
      'Purchase type',
      'Difficulty',
      'System',
      'Author',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** Choosing tags: OR within a group, per group in the selection. */
export const ChooseTags: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Beginner' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ Difficulty: ['beginner'] });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Advanced' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      Difficulty: ['beginner', 'advanced'],
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Anne Jansen' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      Difficulty: ['beginner', 'advanced'],
      Author: ['a1'],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(canvas.getByRole('checkbox', { name: 'Beginner' })).not.toBeChecked();
  },
};

/** storefront.md §9: a group over 5 tags shows 5 and "Show 2 more". */
export const CollapsedGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    const system = canvas.getByRole('group', { name: 'System' });
    await expect(within(system).getAllByRole('checkbox')).toHaveLength(5);
    const more = within(system).getByRole('button', { name: 'Show 2 more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(within(system).getAllByRole('checkbox')).toHaveLength(7);
    await userEvent.click(within(system).getByRole('button', { name: 'Show fewer' }));
    await expect(within(system).getAllByRole('checkbox')).toHaveLength(5);
  },
};

/** A chosen tag beyond the fifth keeps its group open. */
export const OpenWithAHiddenChoice: Story = {
  args: { selection: { System: ['dutch acol'] } },
  play: async ({ canvas }) => {
    const system = canvas.getByRole('group', { name: 'System' });
    await expect(within(system).getByRole('checkbox', { name: 'Dutch Acol' })).toBeChecked();
    await expect(within(system).getByRole('button', { name: 'Show fewer' })).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Niveau' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Toon er nog 2' })).toBeVisible();
  },
};

/**
 * The placeholder the product list draws while the panel's code loads (LazyFilterPanel.ts): the
 * panel's size and texts, with a hidden choice's group open and "Clear filters", so nothing
 * moves when the panel replaces it; inert, so neither focused nor read out.
 */
export const Placeholder: Story = {
  args: { selection: { Difficulty: ['beginner'], System: ['dutch acol'] } },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 40 }}>
      <div style={{ width: 260 }} data-testid="real">
        <FilterPanel {...args} />
      </div>
      <div style={{ width: 260 }} data-testid="placeholder">
        <FilterPanelPlaceholder {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const real = canvas.getByTestId('real');
    const placeholder = canvas.getByTestId('placeholder');
    await expect(placeholder.getBoundingClientRect().height).toBe(
      real.getBoundingClientRect().height,
    );
    await expect(placeholder.textContent).toBe(real.querySelector('section')?.textContent);
    await expect(placeholder.querySelector('section')).toHaveAttribute('inert');
    await expect(within(placeholder).queryAllByRole('checkbox')).toHaveLength(0);
    const clear = within(placeholder).getByText('Clear filters');
    clear.focus();
    await expect(clear).not.toHaveFocus();
  },
};
