import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { corsOriginsConfig, loadConfig, socialConfig, trustProxyConfig } from './config';

describe(socialConfig.name, () => {
  it('should enable no provider without client ids', () => {
    expect(socialConfig({})).toEqual({});
    expect(
      socialConfig({ KAKAO_CLIENT_ID: ' ', GOOGLE_CLIENT_ID: '', NAVER_CLIENT_SECRET: 's' }),
    ).toEqual({});
  });

  it('should enable Kakao on its id alone, and Google and Naver only with id and secret', () => {
    expect(
      socialConfig({
        KAKAO_CLIENT_ID: 'k-id',
        GOOGLE_CLIENT_ID: 'g-id',
        NAVER_CLIENT_ID: 'n-id',
        NAVER_CLIENT_SECRET: 'n-secret',
      }),
    ).toEqual({
      kakao: { clientId: 'k-id', clientSecret: null },
      naver: { clientId: 'n-id', clientSecret: 'n-secret' },
    });
    expect(
      socialConfig({
        KAKAO_CLIENT_ID: 'k-id',
        KAKAO_CLIENT_SECRET: 'k-secret',
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 'g-secret',
      }),
    ).toEqual({
      kakao: { clientId: 'k-id', clientSecret: 'k-secret' },
      google: { clientId: 'g-id', clientSecret: 'g-secret' },
    });
  });
});

describe(loadConfig.name, () => {
  it('should take an empty PUBLIC_URL for unset: the process’s own default origin', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitpick-config-'));
    try {
      expect(loadConfig({ PUBLIC_URL: '', PORT: '8123', DATA_DIR: dataDir }).publicUrl).toBe(
        'http://localhost:8123',
      );
      expect(
        loadConfig({ PUBLIC_URL: 'https://fitpick.example/', DATA_DIR: dataDir }).publicUrl,
      ).toBe('https://fitpick.example');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('should wait 20 s for another process’s database lock unless PGLITE_LOCK_WAIT_MS says otherwise', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitpick-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).pgliteLockWaitMs).toBe(20_000);
      expect(loadConfig({ DATA_DIR: dataDir, PGLITE_LOCK_WAIT_MS: '1500' }).pgliteLockWaitMs).toBe(
        1500,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, PGLITE_LOCK_WAIT_MS: 'soon' })).toThrow(
        'PGLITE_LOCK_WAIT_MS',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe(trustProxyConfig.name, () => {
  it('should trust nobody by default, a hop count or a list of proxies, and refuse `true`', () => {
    expect(trustProxyConfig(undefined)).toBe(false);
    expect(trustProxyConfig('')).toBe(false);
    expect(trustProxyConfig('1')).toBe(1);
    expect(trustProxyConfig('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => trustProxyConfig('true')).toThrow(/TRUST_PROXY=1/);
  });
});

describe(corsOriginsConfig.name, () => {
  it('should read a list of origins and refuse anything that is not one', () => {
    expect(corsOriginsConfig(undefined)).toEqual([]);
    expect(corsOriginsConfig('https://shop.example, http://localhost:3000/')).toEqual([
      'https://shop.example',
      'http://localhost:3000',
    ]);
    expect(() => corsOriginsConfig('https://shop.example/app')).toThrow(/CORS_ORIGINS/);
    expect(() => corsOriginsConfig('*')).toThrow();
  });
});
