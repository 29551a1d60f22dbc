import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './file-button';

describe('FileButton', () => {
  it('is a real button that opens the file picker from the keyboard, and hands over the file', async () => {
    const onFile = vi.fn();
    render(
      <FileButton accept="image/png" inputLabel="Logo file" onFile={onFile}>
        Upload logo
      </FileButton>,
    );
    const button = screen.getByRole('button', { name: 'Upload logo' });
    expect(button.tagName).toBe('BUTTON');
    const input = screen.getByLabelText('Logo file');
    const opened = vi.fn();
    input.addEventListener('click', opened);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);

    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    // Picked again, the same file still counts.
    expect(input).toHaveValue('');
  });
});
