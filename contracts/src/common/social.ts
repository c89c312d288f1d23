/** The site's social profiles; the footer and the contact page link the same ones. Labels are i18n keys by `key`. */
export const SOCIAL_LINKS = [
  { key: 'facebook', href: 'https://www.facebook.com/hflfantasy' },
  { key: 'instagram', href: 'https://www.instagram.com/hflfantasy' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['key'];
