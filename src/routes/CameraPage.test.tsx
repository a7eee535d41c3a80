// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratorResponse } from '../../contract/api';
import { categoryLabel } from '../../contract/category-labels';

const worker = vi.hoisted(() => ({ generate: vi.fn(), setTokens: vi.fn(async () => undefined) }));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { DialogHost } = await import('../components/DialogHost');
const { analysisCompleted$, cameraStep$, capturedImageUrl$, imgSrc$, recommendResult$ } =
  await import('../state/capture');
const { dismissDialog } = await import('../state/dialog');
const { CameraPage } = await import('./CameraPage');

describe(CameraPage.name, () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/camera');
    sessionStorage.setItem('hasSeenCameraGuide', 'true');
    // Through null, so that the signals write sessionStorage again after the last test cleared it.
    imgSrc$.value = null;
    imgSrc$.value = 'data:image/jpeg;base64,/9j/4AAQ';
    cameraStep$.value = null;
    cameraStep$.value = 'preview';
  });
  afterEach(() => {
    analysisCompleted$.value = false;
    recommendResult$.value = null;
    dismissDialog();
    cleanup();
    sessionStorage.clear();
  });

  it('should say the image was not saved when 추천 시작하기 finds no stored photo (SPEC §4)', async () => {
    render(
      <>
        <CameraPage />
        <DialogHost />
      </>,
    );
    // The photo shows, but it never reached sessionStorage (e.g. storage full).
    sessionStorage.removeItem('imgSrc');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '추천 시작하기' }));
    });
    expect(
      within(screen.getByRole('alertdialog')).getByText(
        '이미지가 저장되지 않았습니다. 다시 촬영해 주세요.',
      ),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/camera');
  });

  it('should go to /loading from the camera when the photo is stored', async () => {
    render(<CameraPage />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '추천 시작하기' }));
    });
    expect(window.location.pathname).toBe('/loading');
    expect(window.history.state).toMatchObject({ fromCamera: true });
  });

  it('should name the analysed garment as a men’s shop does, with 입니다 right after it', () => {
    analysisCompleted$.value = true;
    recommendResult$.value = {
      product_combinations: [],
      initial_recommendation: {
        answer: '촬영하신 상품은 셔츠&블라우스 - 긴소매로 보이며, 가을에 잘 어울리는 아이템입니다.',
      },
      recognition: {
        category: '셔츠&블라우스 - 긴소매',
        slot: 'top',
        confidence: 0.8,
        colour: '화이트',
        shop_colour: '화이트',
        season: '가을',
        runner_ups: [{ category: '피케&카라 티셔츠 - 긴소매', confidence: 0.1 }],
        colour_alternatives: [],
        ask: { category: false, colour: false },
      },
    };
    cameraStep$.value = 'analyzed';
    render(<CameraPage />);
    const status = screen.getByRole('status');
    expect(within(status).getByText('촬영하신 제품은', { exact: false }).textContent).toBe(
      '촬영하신 제품은 셔츠입니다.',
    );
    expect(within(status).getByText('화이트 · 셔츠')).toBeTruthy();
    expect(screen.getByRole('button', { name: '긴소매 피케 티셔츠' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('블라우스');
  });

  /** An analysed hoodie whose colour the server is unsure of (its guess 레드). */
  const unsureOfColour = (): GeneratorResponse => ({
    product_combinations: [],
    initial_recommendation: {
      answer: '촬영하신 상품은 후드 티셔츠로 보이며, 가을에 잘 어울리는 아이템입니다.',
    },
    recognition: {
      category: '후드 티셔츠',
      slot: 'top',
      confidence: 0.9,
      colour: '레드',
      shop_colour: '버건디',
      season: '가을',
      runner_ups: [{ category: '맨투맨&스웨트', confidence: 0.1 }],
      colour_alternatives: ['핑크', '버건디'],
      ask: { category: false, colour: true },
    },
  });

  /** The groups of chips and the main button, in the order they are on the page. */
  const pageOrder = () =>
    screen
      .getAllByRole('button', { name: '추천 코디 보기' })
      .concat(screen.getAllByRole('group'))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((el) => el.getAttribute('aria-label') ?? el.textContent);

  it('should ask about a colour it is unsure of above 추천 코디 보기, naming its guess, with one tap to confirm or change', () => {
    analysisCompleted$.value = true;
    recommendResult$.value = unsureOfColour();
    cameraStep$.value = 'analyzed';
    render(<CameraPage />);
    expect(pageOrder()).toEqual(['레드로 보여요. 맞나요?', '추천 코디 보기', '다른 제품인가요?']);
    const group = screen.getByRole('group', { name: '레드로 보여요. 맞나요?' });
    const chips = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    // the last chip opens every colour
    expect(chips).toEqual(['레드 맞아요', '핑크', '버건디', '다른 색']);
    // the status claims no colour while it is asked: no '비슷한 색' beside the guess's swatch
    expect(screen.getByRole('status').textContent).not.toMatch(/레드|비슷한 색|같은 색/);
    fireEvent.click(screen.getByRole('button', { name: '다른 색' }));
    const all = screen.getByRole('group', { name: '모든 색' });
    expect(within(all).getByRole('button', { name: '퍼플' })).toBeTruthy();
    expect(within(all).queryByRole('button', { name: '레드' })).toBeNull();
    expect(screen.queryByRole('button', { name: '다른 색' })).toBeNull();
  });

  it('should offer every category, by slot, behind 다른 종류 when the right one is not among the chips, and ask for outfits of the one chosen', async () => {
    analysisCompleted$.value = true;
    capturedImageUrl$.value = 'http://localhost/media/uploads/anorak.jpg';
    const unsure = unsureOfColour();
    unsure.recognition = { ...unsure.recognition, ask: { category: true, colour: false } };
    recommendResult$.value = unsure;
    cameraStep$.value = 'analyzed';
    worker.generate.mockResolvedValue({ ok: true, value: unsureOfColour() });
    render(<CameraPage />);
    const question = screen.getByRole('group', { name: /보여요\. 맞나요\?$/ });
    expect(within(question).getAllByRole('button').at(-1)?.textContent).toBe('다른 종류');
    expect(screen.queryByRole('group', { name: '모든 아우터' })).toBeNull();
    fireEvent.click(within(question).getByRole('button', { name: '다른 종류' }));
    expect(
      screen
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label'))
        .filter((t) => t?.startsWith('모든 ')),
    ).toEqual(['모든 상의', '모든 아우터', '모든 하의', '모든 신발']);
    // the chips already offered are not repeated below
    const tops = within(screen.getByRole('group', { name: '모든 상의' })).getAllByRole('button');
    expect(tops.map((b) => b.textContent)).not.toContain(categoryLabel('맨투맨&스웨트'));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('group', { name: '모든 아우터' })).getByRole('button', {
          name: categoryLabel('아노락 재킷'),
        }),
      );
    });
    expect(worker.generate).toHaveBeenCalledWith(
      expect.objectContaining({ category: '아노락 재킷' }),
      expect.any(Function),
    );
    // once the outfits have come, the groups fold away and 추천 코디 보기 follows the questions
    expect(screen.queryByRole('group', { name: '모든 아우터' })).toBeNull();
    expect(screen.getByRole('button', { name: '다른 종류' })).toBeTruthy();
  });

  it('should not offer the recognised category or colour again behind 다른 종류 and 다른 색', () => {
    analysisCompleted$.value = true;
    const sure = unsureOfColour();
    sure.recognition = { ...sure.recognition, ask: { category: false, colour: false } };
    recommendResult$.value = sure;
    cameraStep$.value = 'analyzed';
    render(<CameraPage />);
    fireEvent.click(screen.getByRole('button', { name: '다른 종류' }));
    const tops = within(screen.getByRole('group', { name: '모든 상의' })).getAllByRole('button');
    expect(tops.map((b) => b.textContent)).not.toContain(categoryLabel('후드 티셔츠'));
    expect(tops.length).toBeGreaterThan(5);
    fireEvent.click(screen.getByRole('button', { name: '다른 색' }));
    const colours = within(screen.getByRole('group', { name: '모든 색' })).getAllByRole('button');
    expect(colours.map((b) => b.textContent)).not.toContain('레드');
    expect(colours.map((b) => b.textContent)).toContain('퍼플');
  });

  it('should keep the question and the chips where they were after an answer, the answer pressed', async () => {
    analysisCompleted$.value = true;
    capturedImageUrl$.value = 'http://localhost/media/uploads/hoodie.jpg';
    recommendResult$.value = unsureOfColour();
    cameraStep$.value = 'analyzed';
    const answered = unsureOfColour();
    answered.recognition = {
      ...answered.recognition,
      colour: '핑크',
      colour_alternatives: ['레드', '퍼플', '화이트', '베이지'],
      ask: { category: false, colour: false },
    };
    answered.product_combinations = [
      {
        recommendation_id: 7,
        total_price: 59_000,
        style: '캐주얼',
        season: '가을',
        reasoning_text: '…',
        combination: {
          top: { id: 1, sub_category: '후드 티셔츠', colour: '핑크' },
          outer: null,
          bottom: null,
          shoes: null,
        } as unknown as GeneratorResponse['product_combinations'][number]['combination'],
      },
    ];
    worker.generate.mockResolvedValue({ ok: true, value: answered });
    render(<CameraPage />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '핑크' }));
    });
    expect(worker.generate).toHaveBeenCalledWith(
      expect.objectContaining({ colour: '핑크' }),
      expect.any(Function),
    );
    expect(pageOrder()).toEqual(['핑크로 코디를 골랐어요', '추천 코디 보기', '다른 제품인가요?']);
    const chips = within(
      screen.getByRole('group', { name: '핑크로 코디를 골랐어요' }),
    ).getAllByRole('button');
    expect(chips.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['레드 맞아요', 'false'],
      ['핑크', 'true'],
      ['버건디', 'false'],
      ['다른 색', null],
    ]);
    expect(within(screen.getByRole('status')).getByText('핑크 · 후드 티셔츠')).toBeTruthy();
  });
});
