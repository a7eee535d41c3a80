/**
 * '사진 선택': picks a photo from the device (gallery or files) through a hidden
 * `<input type="file" accept="image/*">`, labelled '사진 파일' for tests that set files directly.
 */
import { useRef, type ChangeEvent } from 'react';

export interface PhotoPickerProps {
  onPick: (file: File) => void;
  className?: string;
  label?: string;
}

/** A button that opens the file chooser; calls `onPick` with the chosen image. */
export function PhotoPicker({
  onPick,
  className = 'btn btn-secondary',
  label = '사진 선택',
}: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires change
    if (file) onPick(file);
  };
  return (
    <>
      <button type="button" className={className} onClick={() => input.current?.click()}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="btn-icon">
          <path d="M5 5h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm0 11 4.5-4.5 3 3 2-2L19 16M15.5 9.5h.01" />
        </svg>
        {label}
      </button>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept="image/*"
        aria-label="사진 파일"
        tabIndex={-1}
        onChange={onChange}
      />
    </>
  );
}
