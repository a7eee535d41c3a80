// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  accountProfile: vi.fn(),
  updateAccount: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { DialogHost } = await import('../components/DialogHost');
const { accessToken$ } = await import('../state/auth');
const { SetBodyPage } = await import('./SetBodyPage');

async function renderPage() {
  render(
    <>
      <SetBodyPage />
      <DialogHost />
    </>,
  );
  await act(async () => undefined);
}

describe(SetBodyPage.name, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.history.replaceState(null, '', '/set-body');
    accessToken$.value = 'a';
    worker.accountProfile.mockResolvedValue({
      ok: true,
      value: { username: '김핏픽', age: 29, sex: 'M', height: null, weight: null },
    });
    worker.updateAccount.mockResolvedValue({ ok: true, value: {} });
  });
  afterEach(() => {
    cleanup();
    accessToken$.value = null;
  });

  const height = () => screen.getByRole('spinbutton', { name: '키 (cm)' });
  const weight = () => screen.getByRole('spinbutton', { name: '몸무게 (kg)' });
  const save = () => screen.getByRole('button', { name: '저장하기' }) as HTMLButtonElement;

  it('should keep save disabled until both values are present', async () => {
    await renderPage();
    expect(save().disabled).toBe(true);
    fireEvent.change(height(), { target: { value: '175' } });
    expect(save().disabled).toBe(true);
    fireEvent.change(weight(), { target: { value: '70' } });
    expect(save().disabled).toBe(false);
  });

  it('should refuse values outside 100–250 cm and 30–200 kg without calling the server', async () => {
    await renderPage();
    fireEvent.change(height(), { target: { value: '99' } });
    fireEvent.change(weight(), { target: { value: '70' } });
    expect(screen.getByText('키는 100~250cm 사이로 입력해 주세요.')).toBeTruthy();
    await act(async () => fireEvent.click(save()));
    // SPEC §5: '모든 정보를 입력해 주세요.' for a value out of range too, then the field's rule.
    expect(
      within(screen.getByRole('alertdialog')).getByText(
        '모든 정보를 입력해 주세요. 키는 100~250cm 사이로 입력해 주세요.',
      ),
    ).toBeTruthy();
    expect(worker.updateAccount).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '확인' })));
    fireEvent.change(height(), { target: { value: '100' } });
    fireEvent.change(weight(), { target: { value: '201' } });
    expect(screen.getByText('몸무게는 30~200kg 사이로 입력해 주세요.')).toBeTruthy();
  });

  it('should send strings and say saved', async () => {
    await renderPage();
    fireEvent.change(height(), { target: { value: '250' } });
    fireEvent.change(weight(), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(/신발 사이즈/), { target: { value: '265' } });
    await act(async () => fireEvent.click(save()));
    expect(worker.updateAccount).toHaveBeenCalledWith({
      height: '250',
      weight: '30',
      chest_cm: '',
      waist_cm: '',
      shoe_mm: '265',
    });
    expect(
      within(screen.getByRole('alertdialog')).getByText('신체 정보가 저장되었습니다.'),
    ).toBeTruthy();
  });

  it('should alert 저장 실패 with the server message', async () => {
    worker.updateAccount.mockResolvedValue({
      ok: false,
      error: { code: 'validation', message: '키를 확인해 주세요.', status: 400 },
    });
    await renderPage();
    fireEvent.change(height(), { target: { value: '180' } });
    fireEvent.change(weight(), { target: { value: '75' } });
    await act(async () => fireEvent.click(save()));
    expect(
      within(screen.getByRole('alertdialog')).getByText('저장 실패: 키를 확인해 주세요.'),
    ).toBeTruthy();
  });
});
