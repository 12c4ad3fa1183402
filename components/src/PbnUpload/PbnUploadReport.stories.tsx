import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PbnUploadReport } from './PbnUploadReport.js';

const meta = {
  title: 'Admin/PbnUploadReport',
  component: PbnUploadReport,
  args: {
    uploads: [
      {
        filename: 'Set-7-1a2b3c4d-lesson.pbn',
        name: 'lesson.pbn',
        status: 'Complete',
        error: null,
        createdAt: '2026-11-28T10:00:00Z',
        games: [
          { position: 0, title: 'Club lesson – Board 1', handId: 41, problems: [] },
          {
            position: 1,
            title: 'Club lesson – Board 2',
            handId: 42,
            problems: [
              {
                line: 18,
                column: 10,
                code: 'BAD_CALL',
                severity: 'error',
                message: '9Z is not a call',
              },
              {
                line: 17,
                column: 1,
                code: 'AUCTION_INCOMPLETE',
                severity: 'info',
                message: 'The auction does not end with its closing passes',
              },
            ],
          },
          { position: 2, title: 'Club lesson – Board 3', handId: null, problems: [] },
        ],
      },
      {
        filename: 'Set-7-99aa88bb-notes.pbn',
        name: 'notes.pbn',
        status: 'Failed',
        error: 'the file holds no games',
        createdAt: '2026-11-27T09:30:00Z',
        games: [],
      },
    ],
    handHref: (handId: number) => `/admin/hands/${handId}`,
  },
} satisfies Meta<typeof PbnUploadReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hands.md §4: each game's problems with their line and column, the failed file's reason. */
export const Uploads: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'PBN uploads' });
    const [lesson, notes] = within(list)
      .getAllByRole('listitem', { name: undefined })
      .filter((item) => item.parentElement === list);
    if (lesson === undefined || notes === undefined) throw new Error('two uploads expected');
    await expect(lesson).toHaveTextContent('Converted');
    await expect(lesson).toHaveTextContent('3 games');
    await expect(
      within(lesson).getByRole('link', { name: 'Club lesson – Board 1' }),
    ).toHaveAttribute('href', '/admin/hands/41');
    await expect(lesson).toHaveTextContent('Club lesson – Board 3 · No problems · hand deleted');

    await userEvent.click(within(lesson).getByText('Club lesson – Board 2 · 2 problems'));
    const problems = within(lesson).getByRole('list', {
      name: 'Problems in Club lesson – Board 2',
    });
    await expect(problems).toHaveTextContent('Error Line 18, column 10: 9Z is not a call BAD_CALL');
    await expect(problems).toHaveTextContent('Note Line 17, column 1');

    await expect(notes).toHaveTextContent('Failed');
    await expect(notes).toHaveTextContent('Converting PBN failed: the file holds no games');
  },
};

export const Empty: Story = {
  args: { uploads: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No PBN file has been uploaded here yet.')).toBeVisible();
  },
};
