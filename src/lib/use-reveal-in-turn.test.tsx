// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRevealInTurn } from './use-reveal-in-turn';

/** What the page showed right after each part's new value was committed. */
let screens: string[][] = [];

/** A part that shows its value's text once it is its turn. */
function Part({ name, value }: { name: string; value: string | null }) {
  const shown = useRevealInTurn(value, null);
  useLayoutEffect(() => {
    if (shown !== null)
      screens.push([...document.querySelectorAll('p')].map((p) => p.textContent ?? ''));
  }, [shown]);
  return <p data-testid={name}>{shown ?? '…'}</p>;
}

/** The page: three parts whose values all arrive in one update. */
function Page({ onReady }: { onReady: (set: (values: string[]) => void) => void }) {
  const [values, setValues] = useState<(string | null)[]>([null, null, null]);
  onReady(setValues);
  return (
    <>
      {values.map((value, i) => (
        <Part key={i} name={`part-${i}`} value={value} />
      ))}
    </>
  );
}

afterEach(() => {
  cleanup();
  screens = [];
});

describe(useRevealInTurn.name, () => {
  it('should put lists that arrive together on screen one part per commit, in order', async () => {
    let set: (values: string[]) => void = () => undefined;
    render(<Page onReady={(setValues) => (set = setValues)} />);
    expect(screen.getByTestId('part-0').textContent).toBe('…');

    await act(async () => set(['오늘', '가격', '스타일']));

    expect(['part-0', 'part-1', 'part-2'].map((id) => screen.getByTestId(id).textContent)).toEqual([
      '오늘',
      '가격',
      '스타일',
    ]);
    expect(screens).toEqual([
      ['오늘', '…', '…'],
      ['오늘', '가격', '…'],
      ['오늘', '가격', '스타일'],
    ]);
  });

  it('should show the newest value of a part and let the others go on when one goes away', async () => {
    let set: (values: string[]) => void = () => undefined;
    const { unmount } = render(<Page onReady={(setValues) => (set = setValues)} />);
    await act(async () => {
      set(['a', 'b', 'c']);
      set(['a2', 'b2', 'c2']);
    });
    expect(['part-0', 'part-1', 'part-2'].map((id) => screen.getByTestId(id).textContent)).toEqual([
      'a2',
      'b2',
      'c2',
    ]);
    unmount();

    // A page mounted after one that went away mid-way still gets its turns.
    render(<Page onReady={(setValues) => (set = setValues)} />);
    await act(async () => set(['x', 'y', 'z']));
    expect(screen.getByTestId('part-2').textContent).toBe('z');
  });
});
