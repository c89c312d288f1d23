import { EMAIL_TEMPLATES, type EmailTemplate } from '../models/email';
import { renderEmail } from './templates';

const LINK = 'http://localhost:3000/account/confirm/3f9a1c2b7d?x=1&y=2';
const LINK_IN_HTML = 'http://localhost:3000/account/confirm/3f9a1c2b7d?x=1&amp;y=2';

/** Valid data for each template: what the callers in accounts and leagues pass. */
const DATA: Record<EmailTemplate, Record<string, string>> = {
  confirmation: { link: LINK, name: 'Réka' },
  passwordReset: { link: LINK, name: 'Réka' },
  emailChange: { link: LINK, name: 'Réka' },
  emailChangeConflict: { email: 'reka@example.com' },
  emailChanged: { newEmail: 'reka.new@example.com', time: '23 November 2026, 10:45 CET', link: LINK, name: 'Réka' },
  passwordChanged: { time: '23 November 2026, 10:45 CET', link: LINK, name: 'Réka' },
  passwordResetDone: { time: '23 November 2026, 10:45 CET', link: LINK, name: 'Réka' },
  invitation: { link: LINK, leagueName: 'Budapest Warriors Fans', inviterName: 'Bence Kovács' },
};

describe('renderEmail', () => {
  it.each([
    ['en', 'Confirm your HFL Fantasy account', 'Hi Réka,', 'Confirm my account'],
    ['hu', 'Erősítsd meg a HFL Fantasy-fiókodat', 'Kedves Réka!', 'Fiókom megerősítése'],
  ] as const)(
    'when a confirmation is rendered in %s, then subject, greeting and button are in that language',
    (locale, subject, greeting, button) => {
      const email = renderEmail('confirmation', locale, DATA.confirmation);

      expect(email.subject).toBe(subject);
      expect(email.html).toContain(`<html lang="${locale}">`);
      expect(email.html).toContain(`<title>${subject}</title>`);
      expect(email.html).toContain(greeting);
      expect(email.html).toContain(`>${button}</a>`);
      expect(email.html).toContain('HFL Fantasy');
      expect(email.text.startsWith(`${greeting}\n\n`)).toBe(true);
    },
  );

  it.each(EMAIL_TEMPLATES.flatMap((template) => (['en', 'hu'] as const).map((locale) => [template, locale] as const)))(
    'when %s is rendered in %s, then every text is translated and every value is in it',
    (template, locale) => {
      const email = renderEmail(template, locale, DATA[template]);

      for (const part of [email.subject, email.html, email.text]) {
        expect(part).not.toMatch(/emails:|\{\{|undefined/);
      }
      for (const [key, value] of Object.entries(DATA[template])) {
        if (key === 'link') continue;
        expect(email.text).toContain(value);
        expect(email.html).toContain(value);
      }
    },
  );

  it.each([
    'confirmation',
    'passwordReset',
    'emailChange',
    'invitation',
    'emailChanged',
    'passwordChanged',
    'passwordResetDone',
  ] as const)(
    'when %s is rendered, then the link is the button, is spelled out in the HTML and stands on its own line in the text',
    (template) => {
      const email = renderEmail(template, 'en', DATA[template]);

      expect(email.html.match(new RegExp(`href="${LINK_IN_HTML.replace(/[?.]/g, '\\$&')}"`, 'g'))).toHaveLength(2);
      expect(email.html).toContain(`>${LINK_IN_HTML}</a>`);
      expect(email.text.split('\n')).toContain(LINK);
    },
  );

  it('when the e-mail address changed, then the notice says to what and when, and how to react if it was not the user', () => {
    const email = renderEmail('emailChanged', 'hu', DATA.emailChanged);

    expect(email.subject).toBe('Megváltozott a HFL Fantasy-fiókod e-mail-címe');
    expect(email.text).toContain('ekkor erre változott: reka.new@example.com (23 November 2026, 10:45 CET)');
    expect(email.text).toContain('Új jelszót állítok be:\n' + LINK);
    expect(email.text).toContain('Kapcsolat oldalán');
  });

  it('when values carry markup, then the HTML shows them as text and the plain text keeps them as typed', () => {
    const email = renderEmail('invitation', 'en', {
      link: 'http://localhost:3000/invite/1"><script>alert(1)</script>',
      leagueName: '<b>Bulls</b> & "Friends"',
      inviterName: "O'Brien <img src=x onerror=alert(1)>",
    });

    expect(email.html).not.toMatch(/<script|<img|<b>/);
    expect(email.html).toContain('&lt;b&gt;Bulls&lt;/b&gt; &amp; &quot;Friends&quot;');
    expect(email.html).toContain('O&#39;Brien &lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain(
      'href="http://localhost:3000/invite/1&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(email.text).toContain('<b>Bulls</b> & "Friends"');
    expect(email.subject).toBe("O'Brien <img src=x onerror=alert(1)> invited you to an HFL Fantasy league");
  });

  it('when a value has line breaks, then the subject stays one line', () => {
    const email = renderEmail('invitation', 'en', {
      ...DATA.invitation,
      inviterName: 'Bence\r\nBcc: someone@example.com',
    });

    expect(email.subject).toBe('Bence Bcc: someone@example.com invited you to an HFL Fantasy league');
  });

  it('when a value the template needs is missing, then rendering refuses instead of sending a broken e-mail', () => {
    expect(() => renderEmail('passwordReset', 'en', { name: 'Réka' })).toThrow(
      'e-mail template passwordReset needs link',
    );
    expect(() => renderEmail('invitation', 'hu', { link: LINK, leagueName: '' })).toThrow(
      'e-mail template invitation needs leagueName, inviterName',
    );
  });
});
