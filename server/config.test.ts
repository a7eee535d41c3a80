import { describe, expect, it } from 'vitest';
import { socialConfig } from './config';

describe(socialConfig.name, () => {
  it('should enable no provider without client ids', () => {
    expect(socialConfig({})).toEqual({});
    expect(socialConfig({ KAKAO_CLIENT_ID: ' ', GOOGLE_CLIENT_ID: '', NAVER_CLIENT_SECRET: 's' })).toEqual({});
  });

  it('should enable Kakao on its id alone, and Google and Naver only with id and secret', () => {
    expect(
      socialConfig({ KAKAO_CLIENT_ID: 'k-id', GOOGLE_CLIENT_ID: 'g-id', NAVER_CLIENT_ID: 'n-id', NAVER_CLIENT_SECRET: 'n-secret' }),
    ).toEqual({ kakao: { clientId: 'k-id', clientSecret: null }, naver: { clientId: 'n-id', clientSecret: 'n-secret' } });
    expect(
      socialConfig({ KAKAO_CLIENT_ID: 'k-id', KAKAO_CLIENT_SECRET: 'k-secret', GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' }),
    ).toEqual({ kakao: { clientId: 'k-id', clientSecret: 'k-secret' }, google: { clientId: 'g-id', clientSecret: 'g-secret' } });
  });
});
