import type { TeamLogo as TeamLogoPayload } from '@hfl/contracts';
import { TeamLogo, toTeamLogoPayload } from '../models/team-logo';

/** The pre-made logos, oldest first: ids grow with time, so a new logo joins the end of the gallery. */
export async function listTeamLogos(): Promise<TeamLogoPayload[]> {
  const logos = await TeamLogo.find({}).sort({ _id: 1 });
  return logos.map(toTeamLogoPayload);
}
