import ExcelJS from 'exceljs';
import enOwner from '@hfl/contracts/locales/en/owner.json' with { type: 'json' };
import huOwner from '@hfl/contracts/locales/hu/owner.json' with { type: 'json' };
import { formatDisplayDateIn, type Locale } from '@hfl/contracts';
import { addResources, translate } from '@hfl/kit';
import type { Peers } from '../peers';
import { listItems, searchLeagues } from './list-leagues';

addResources('en', 'owner', enOwner);
addResources('hu', 'owner', huOwner);

/** A calendar day ('DD/MM/YYYY') as the date Excel shows for it: midnight UTC of that day. */
function excelDay(displayDate: string): Date {
  const [day, month, year] = displayDate.split('/').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

/**
 * The owner leagues table as a workbook: name, admin, members "x/max", creation date (a date cell, the day as the
 * back office shows it in the site's timezone) and description, in the caller's language; `term` narrows it like
 * the table.
 */
export async function exportLeagues(
  term: string,
  viewer: { userId?: string; locale: Locale },
  { people, fantasy, content }: Pick<Peers, 'people' | 'fantasy' | 'content'>,
): Promise<Buffer> {
  const { locale } = viewer;
  const t = (key: string) => translate(`owner:leaguesExport.${key}`, locale);
  const leagues = await searchLeagues(term);
  const [rows, timezone] = await Promise.all([
    listItems(leagues, viewer, { people, fantasy }),
    content.siteTimezone(locale),
  ]);

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t('name'), key: 'name', width: 32 },
    { header: t('admin'), key: 'admin', width: 28 },
    { header: t('members'), key: 'members', width: 12 },
    { header: t('createdAt'), key: 'createdAt', width: 14, style: { numFmt: 'dd/mm/yyyy' } },
    { header: t('description'), key: 'description', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  rows.forEach((row, i) => {
    sheet.addRow({
      name: row.name,
      admin: row.adminUser?.name ?? t('noAdmin'),
      members: `${row.nbTeams}/${row.nbMaxTeams}`,
      createdAt: excelDay(formatDisplayDateIn(row.createdAt, timezone)),
      description: leagues[i]!.description,
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
