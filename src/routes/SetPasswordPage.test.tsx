// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  changePassword: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { DialogHost } = await import('../components/DialogHost');
const { accessToken$ } = await import('../state/auth');
const { SetPasswordPage } = await import('./SetPasswordPage');

function renderPage() {
  render(
    <>
      <SetPasswordPage />
      <DialogHost />
    </>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => screen.getByRole('button', { name: '비밀번호 변경' }) as HTMLButtonElement;

describe(SetPasswordPage.name, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.history.replaceState(null, '', '/set-password');
    accessToken$.value = 'a';
  });
  afterEach(() => {
    cleanup();
    accessToken$.value = null;
  });

  it('should show the hint and the two client checks beside the fields', () => {
    renderPage();
    expect(screen.getByText('영문, 숫자, 특수문자를 포함한 8자 이상')).toBeTruthy();
    type('현재 비밀번호', 'same1!aa');
    type('새 비밀번호', 'same1!aa');
    expect(screen.getByText('새 비밀번호는 현재 비밀번호와 달라야 합니다.')).toBeTruthy();
    type('새 비밀번호', 'new1!aaaa');
    type('새 비밀번호 확인', 'new1!aaab');
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('should show server errors beside the fields', async () => {
    worker.changePassword.mockResolvedValue({
      ok: false,
      error: {
        code: 'validation',
        message: 'x',
        status: 400,
        fields: { current_password: ['현재 비밀번호가 올바르지 않습니다.'] },
      },
    });
    renderPage();
    type('현재 비밀번호', 'wrong1!a');
    type('새 비밀번호', 'new1!aaaa');
    type('새 비밀번호 확인', 'new1!aaaa');
    await act(async () => fireEvent.click(submit()));
    expect(worker.changePassword).toHaveBeenCalledWith({
      current_password: 'wrong1!a',
      new_password: 'new1!aaaa',
    });
    expect(screen.getByText('현재 비밀번호가 올바르지 않습니다.')).toBeTruthy();
  });

  it('should say changed on success', async () => {
    worker.changePassword.mockResolvedValue({ ok: true, value: { detail: 'ok' } });
    renderPage();
    type('현재 비밀번호', 'old1!aaaa');
    type('새 비밀번호', 'new1!aaaa');
    type('새 비밀번호 확인', 'new1!aaaa');
    await act(async () => fireEvent.click(submit()));
    expect(
      within(screen.getByRole('alertdialog')).getByText('비밀번호가 변경되었습니다.'),
    ).toBeTruthy();
  });

  it('should alert 로그인이 필요합니다. without a token', async () => {
    accessToken$.value = null;
    renderPage();
    expect(
      within(await screen.findByRole('alertdialog')).getByText('로그인이 필요합니다.'),
    ).toBeTruthy();
  });
});
