import { describe, expect, it } from 'vitest';
import { parseApiPath, parseId } from './detail-query';

describe('parseId', () => {
  it('should accept whole positive ids only', () => {
    expect(parseId('42')).toBe(42);
    for (const text of [null, '', '0', '-1', '1.5', '4e2', 'abc', '1234567890123456'])
      expect(parseId(text)).toBeNull();
  });
});

describe('parseApiPath', () => {
  it('should read detail paths and saved-list paths with their query, with or without the prefix', () => {
    expect(parseApiPath('/api/picked/v1/recommend_picked/5/')).toEqual({
      kind: 'ai',
      call: 'detail',
      id: 5,
    });
    expect(parseApiPath('main_picked/42')).toEqual({ kind: 'club', call: 'detail', id: 42 });
    expect(parseApiPath('/api/picked/v1/main_picked/by-time/?order=oldest')).toEqual({
      kind: 'club',
      call: 'list',
      query: { by: 'time', order: 'oldest' },
    });
    expect(parseApiPath('/api/picked/v1/recommend_picked/by-time/')).toEqual({
      kind: 'ai',
      call: 'list',
      query: { by: 'time', order: 'newest' },
    });
    expect(parseApiPath('recommend_picked/by-price/?sort=low')).toEqual({
      kind: 'ai',
      call: 'list',
      query: { by: 'price', sort: 'low' },
    });
    expect(
      parseApiPath(`/api/picked/v1/main_picked/by-style/?style=${encodeURIComponent('캐주얼')}`),
    ).toEqual({
      kind: 'club',
      call: 'list',
      query: { by: 'style', style: '캐주얼' },
    });
  });

  it('should refuse any other path or query', () => {
    for (const path of [
      null,
      '',
      '/api/account/v1/user_info/',
      '/api/picked/v1/main_picked/by-price/',
      'main_picked/by-style/?style=formal',
      'https://evil.example/main_picked/1/',
      'main_picked/0/',
    ]) {
      expect(parseApiPath(path)).toBeNull();
    }
  });
});
