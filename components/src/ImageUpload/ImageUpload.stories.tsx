import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ImageUpload, type ImageUploadProps } from './ImageUpload.js';

/** A 1x1 PNG, as the stored picture a form starts from. */
const STORED =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const pictureFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', {
    type: 'image/png',
  });

/** The field with its value kept, as a form keeps it. */
function Field(props: ImageUploadProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ImageUpload
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/ImageUpload',
  component: ImageUpload,
  args: { label: 'Avatar', value: undefined, onChange: fn(), upload: fn() },
  render: (args) => <Field {...args} />,
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  return input;
};

/** Lets ChooseAndUpload's upload finish once its progress has been seen. */
let release: () => void = () => undefined;

/** admin.md §7: the parts go one at a time; the progress shows, then the stored picture. */
export const ChooseAndUpload: Story = {
  args: {
    upload: fn(async (_file: File, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      onProgress(1);
      return STORED;
    }),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Avatar' })).toBeVisible();
    await expect(canvas.getByText('No picture')).toBeVisible();
    const choose = canvas.getByRole('button', { name: 'Choose a picture' });
    await userEvent.tab();
    await expect(choose).toHaveFocus();

    await userEvent.upload(fileInput(canvasElement), pictureFile());
    const progress = await canvas.findByRole('progressbar', { name: 'Uploading' });
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByRole('img', { name: 'Avatar: preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await expect(choose).toBeDisabled();
    await expect(args.upload).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'me.png' }),
      expect.any(Function),
    );

    release();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(STORED));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Avatar: preview' })).toHaveAttribute(
      'src',
      STORED,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Picture uploaded');
    await expect(canvas.getByRole('button', { name: 'Replace' })).toBeEnabled();
  },
};

/** admin.md §5, §8: the server's refusal is shown as it comes; the stored picture stays. */
export const Refused: Story = {
  args: {
    value: STORED,
    upload: fn(async () => {
      throw new Error('upload error: File must be a png, jpeg, jpg');
    }),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), pictureFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'upload error: File must be a png, jpeg, jpg',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'Avatar: preview' })).toHaveAttribute(
      'src',
      STORED,
    );
  },
};

export const TooLarge: Story = {
  args: {
    upload: fn(async () => {
      throw new Error('upload error: File must be a less than 100kb');
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), pictureFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'upload error: File must be a less than 100kb',
    );
    await expect(canvas.getByText('No picture')).toBeVisible();
  },
};

/** Removing asks first; keeping is the default focus. */
export const Remove: Story = {
  args: { value: STORED },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(canvas.getByText('Remove this picture?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'Avatar: preview' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    const confirmation = within(canvas.getByRole('group', { name: 'Remove this picture?' }));
    await userEvent.click(confirmation.getByRole('button', { name: 'Remove' }));
    await expect(args.onChange).toHaveBeenCalledWith(undefined);
    await expect(canvas.getByText('No picture')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Picture removed');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Profielfoto', value: STORED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Vervangen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verwijderen' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Profielfoto: voorbeeld' })).toBeVisible();
  },
};
