import { consentCookie, isCookieConsent } from '@hfl/contracts/cookies';

/**
 * The first frame's cookie bar (the BFF paints it while no choice is stored) answers before the shell has started: a
 * choice is remembered and the bar goes. The shell, starting, then finds the choice stored and shows no bar of its
 * own; an acceptance counts this page's view as soon as the shell runs.
 */
export function answerFirstFrameCookieBar(doc: Document = document): void {
  const bar = doc.getElementById('first-cookies');
  bar?.addEventListener('click', (event) => {
    const consent = (event.target as Element).closest('button')?.dataset['consent'];
    if (!isCookieConsent(consent)) return;
    doc.cookie = consentCookie(consent);
    bar.remove();
  });
}
