import { initI18n } from '@hfl/shared-ui';
import registration from './register';

describe('draft remote registration', () => {
  it('when the shell adds its resources, then draft texts translate in both languages', async () => {
    const i18n = await initI18n([registration.i18n]);

    expect(i18n.t('draft:cannotAccess', { lng: 'en' })).toBe('Cannot access draft');
    expect(i18n.t('draft:cannotAccess', { lng: 'hu' })).toBe('A draft nem érhető el');
  });

  it('when loaded before the draft issue, then it contributes no routes or navigation', () => {
    expect(registration.routes).toEqual([]);
    expect(registration.nav ?? []).toEqual([]);
  });
});
