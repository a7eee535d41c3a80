import { describe, expect, it } from 'vitest';
import { MAX_EMAIL_STARS, maskEmail, maskName } from './mask';

describe(maskName.name, () => {
  it('should keep the first character, star the second and keep the rest', () => {
    expect(maskName('김핏픽')).toBe('김*픽');
    expect(maskName('남궁민수')).toBe('남*민수');
    expect(maskName('홍길')).toBe('홍*');
    expect(maskName('John')).toBe('J*hn');
  });

  it('should leave names shorter than 2 characters unchanged', () => {
    expect(maskName('김')).toBe('김');
    expect(maskName('')).toBe('');
    expect(maskName(null)).toBe('');
  });
});

describe(maskEmail.name, () => {
  it('should keep the first two characters of the local part and star the rest of it', () => {
    expect(maskEmail('fitpick@example.com')).toBe('fi*****@example.com');
    expect(maskEmail('abc@x.kr')).toBe('ab*@x.kr');
  });

  it('should show at most MAX_EMAIL_STARS stars for a long local part', () => {
    expect(MAX_EMAIL_STARS).toBe(6);
    expect(maskEmail('fitpick1@example.com')).toBe('fi******@example.com');
    expect(maskEmail('minjun.kim.fitpick.shopper2026@example.com')).toBe('mi******@example.com');
  });

  it('should leave a local part of two characters or fewer unstarred', () => {
    expect(maskEmail('ab@x.kr')).toBe('ab@x.kr');
    expect(maskEmail('a@x.kr')).toBe('a@x.kr');
    expect(maskEmail(undefined)).toBe('');
  });
});
