/** The four browser packages, their federation names and their dev ports. */
export const MFE_NAMES = ['shell', 'mfe-player', 'mfe-draft', 'mfe-owner'] as const;
export type MfeName = (typeof MFE_NAMES)[number];

export const FEDERATION_NAMES: Record<MfeName, string> = {
  shell: 'shell',
  'mfe-player': 'mfe_player',
  'mfe-draft': 'mfe_draft',
  'mfe-owner': 'mfe_owner',
};

export const DEV_PORTS: Record<MfeName, number> = {
  shell: 3001,
  'mfe-player': 3002,
  'mfe-draft': 3003,
  'mfe-owner': 3004,
};

export function isMfeName(value: string): value is MfeName {
  return (MFE_NAMES as readonly string[]).includes(value);
}
