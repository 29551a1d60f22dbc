import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

type FileButtonProps = Pick<ButtonProps, 'variant' | 'disabled' | 'sx'> & {
  children: ReactNode;
  /** The file types offered, as the input's `accept`. */
  accept: string;
  /** The hidden file input's own name (what a test uploads to). */
  inputLabel: string;
  onFile: (file: File) => void;
};

/**
 * A button that opens the file picker. A real button, so Enter and Space work and it is announced as
 * one; MUI's `component="label"` rendered a label with role="button" that the keyboard could not
 * open. The picked file is handed over and the input emptied, so the same file can be picked again.
 */
export function FileButton({ children, accept, inputLabel, onFile, ...button }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
