import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { answerFirstFrameCookieBar } from './first-frame-consent';

/** The first frame's bar as the BFF writes it (bff/src/shell-page.ts). */
const FIRST_FRAME_BAR =
  '<section id="first-cookies" aria-label="Cookie consent"><p>We use cookies… <a href="/cookie-policy">Read the ' +
  'cookie policy</a></p><div><button type="button" data-consent="all">Accept all</button><button type="button" ' +
  'data-consent="necessary">Only necessary</button></div></section>';

function forgetChoice() {
  document.cookie = 'cookie_consent=; max-age=0; path=/';
}

describe("the first frame's cookie bar, before the shell has started", () => {
  beforeEach(() => {
    forgetChoice();
    document.body.innerHTML = `<div id="root">${FIRST_FRAME_BAR}</div>`;
    answerFirstFrameCookieBar();
  });
  afterAll(forgetChoice);

  it.each([
    ['Accept all', 'all'],
    ['Only necessary', 'necessary'],
  ])('when the visitor chooses "%s", then the choice is remembered and the bar goes', async (button, consent) => {
    await userEvent.click(screen.getByRole('button', { name: button }));

    expect(document.cookie).toContain(`cookie_consent=${consent}`);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('when the visitor clicks the text beside the buttons, then nothing is chosen and the bar stays', async () => {
    await userEvent.click(screen.getByText(/We use cookies/));

    expect(document.cookie).not.toContain('cookie_consent');
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
  });
});

describe('a page with no first-frame bar (the visitor chose before)', () => {
  it('when the first script runs, then it finds nothing to answer and does no harm', () => {
    document.body.innerHTML = '<div id="root"></div>';

    expect(() => answerFirstFrameCookieBar()).not.toThrow();
  });
});
