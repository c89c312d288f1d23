import type { Locale, Settings, TeamLogo } from '@hfl/contracts';
import { createFileStore, createServiceClient, requireAnswer, type FileStore } from '@hfl/kit';

/** Content as leagues uses it: its pictures (slides, team logos), the pre-made logos and the site settings. */
export interface Content extends FileStore {
  /** Whether `id` is one of the pre-made team logos (its picture's file id). */
  isTeamLogo: (id: string, locale: Locale) => Promise<boolean>;
  /** The site's timezone (the owner's settings), in which the back office shows dates. */
  siteTimezone: (locale: Locale) => Promise<string>;
}

export function createContent(options: { contentUrl: string; internalTokenSecret: string }): Content {
  const service = 'leagues';
  const content = createServiceClient({
    baseUrl: options.contentUrl,
    service,
    peer: 'content',
    secret: options.internalTokenSecret,
  });

  return {
    ...createFileStore({ ...options, service }),
    async isTeamLogo(id, locale) {
      const logos = (await requireAnswer(
        content.request('GET', '/team-logos', undefined, locale),
        200,
        'team logos',
      )) as TeamLogo[];
      return logos.some((logo) => logo.id === id.toLowerCase());
    },
    async siteTimezone(locale) {
      const settings = (await requireAnswer(
        content.request('GET', '/settings', undefined, locale),
        200,
        'site settings',
      )) as Settings;
      return settings.timezone;
    },
  };
}
