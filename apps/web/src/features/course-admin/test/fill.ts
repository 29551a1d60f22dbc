import userEvent from '@testing-library/user-event';

/** Replaces a field's text in one paste: typing letter by letter is slow on a busy machine. */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  const user = userEvent.setup({ delay: null });
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
