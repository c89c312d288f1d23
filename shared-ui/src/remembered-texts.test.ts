import { createInstance, type i18n as I18n } from 'i18next';
import { rememberTexts } from './remembered-texts';

const TEXTS = {
  en: { page: { title: 'Players', shown: 'Showing {{count}} of {{total}}', until: 'On waivers until {{time}}' } },
  hu: { page: { title: 'Játékosok', shown: '{{total}}-ból {{count}} látszik', until: 'Várólistán eddig: {{time}}' } },
};

async function instanceWith(resources: Record<string, Record<string, Record<string, string>>>): Promise<I18n> {
  const instance = createInstance();
  await instance.init({ lng: 'en', fallbackLng: false, resources, interpolation: { escapeValue: false } });
  rememberTexts(instance);
  return instance;
}

/** How many calls reached i18next's own `t` (a fixed t's every call does, unless the text was remembered). */
function countWorkedOut(instance: I18n): () => number {
  const spy = jest.spyOn(instance, 't');
  return () => spy.mock.calls.length;
}

it('when a page asks for the same text again, with the same values, then i18next works it out once', async () => {
  const instance = await instanceWith(TEXTS);
  const workedOut = countWorkedOut(instance);
  const t = instance.getFixedT(null, 'page');
  const other = instance.getFixedT(null, 'page');

  expect(t('title')).toBe('Players');
  expect(other('title')).toBe('Players');
  expect(t('shown', { count: 5, total: 9 })).toBe('Showing 5 of 9');
  expect(other('shown', { count: 5, total: 9 })).toBe('Showing 5 of 9');
  expect(workedOut()).toBe(2);

  expect(t('shown', { count: 6, total: 9 })).toBe('Showing 6 of 9');
  expect(workedOut()).toBe(3);
});

it('when the language changes, then the texts are the new language’s', async () => {
  const instance = await instanceWith(TEXTS);
  const t = instance.getFixedT(null, 'page');
  expect(t('title')).toBe('Players');

  await instance.changeLanguage('hu');

  expect(t('title')).toBe('Játékosok');
  expect(instance.getFixedT(null, 'page')('shown', { count: 5, total: 9 })).toBe('9-ból 5 látszik');
  expect(instance.getFixedT('en', 'page')('title')).toBe('Players');
});

it('when a namespace’s texts arrive after a page asked for one of them, then the next call finds the text', async () => {
  const instance = await instanceWith({ en: {} });
  const t = instance.getFixedT(null, 'page');
  expect(t('title')).toBe('title');

  instance.addResourceBundle('en', 'page', TEXTS.en.page);

  expect(t('title')).toBe('Players');
});

it('when a value is not a text or a number, then the text is worked out on every call', async () => {
  const instance = await instanceWith(TEXTS);
  const workedOut = countWorkedOut(instance);
  const t = instance.getFixedT(null, 'page');
  const time = { toString: () => 'Friday 18:00' };

  expect(t('until', { time })).toBe('On waivers until Friday 18:00');
  expect(t('until', { time })).toBe('On waivers until Friday 18:00');
  expect(workedOut()).toBe(2);
});
