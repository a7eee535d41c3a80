// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe(ConfirmDialog.name, () => {
  afterEach(cleanup);

  it('should be a labelled dialog with focus on the confirm button', async () => {
    render(
      <ConfirmDialog
        title="처음부터 다시"
        message="다시 시작할까요?"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '처음부터 다시' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' })),
    );
  });

  it('should confirm, cancel, and cancel on Escape', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog title="t" message="m" onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
