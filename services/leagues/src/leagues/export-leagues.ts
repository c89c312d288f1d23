import ExcelJS from 'exceljs';
import enOwner from '@hfl/contracts/locales/en/owner.json' with { type: 'json' };
import huOwner from '@hfl/contracts/locales/hu/owner.json' with { type: 'json' };
import { formatDisplayDateIn, type Locale } from '@hfl/contracts';
import { addResources, toCsv, translate } from '@hfl/kit';
import type { Peers } from '../peers';
import { listItems, searchLeagues } from './list-leagues';

addResources('en', 'owner', enOwner);
addResources('hu', 'owner', huOwner);

/** A calendar day ('DD/MM/YYYY') as the date Excel shows for it: midnight UTC of that day. */
function excelDay(displayDate: string): Date {
  const [day, month, year] = displayDate.split('/').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

/** One row of the owner leagues table as the exports write it; `createdAt` is the day as the back office shows it. */
interface ExportRow {
  name: string;
  admin: string;
  members: string;
  createdAt: string;
  description: string;
}

const COLUMNS = ['name', 'admin', 'members', 'createdAt', 'description'] as const;

/**
 * The owner leagues table's rows, in the caller's language: name, admin, members "x/max", creation date (the day in
 * the site's timezone) and description; `term` narrows it like the table. With the translated column headers.
 */
async function exportRows(
  term: string,
  viewer: { userId?: string; locale: Locale },
  { people, fantasy, content }: Pick<Peers, 'people' | 'fantasy' | 'content'>,
): Promise<{ t: (key: string) => string; rows: ExportRow[] }> {
  const { locale } = viewer;
  const t = (key: string) => translate(`owner:leaguesExport.${key}`, locale);
  const leagues = await searchLeagues(term);
  const [items, timezone] = await Promise.all([
    listItems(leagues, viewer, { people, fantasy }),
    content.siteTimezone(locale),
  ]);
  const rows = items.map((row, i) => ({
    name: row.name,
    admin: row.adminUser?.name ?? t('noAdmin'),
    members: `${row.nbTeams}/${row.nbMaxTeams}`,
    createdAt: formatDisplayDateIn(row.createdAt, timezone),
    description: leagues[i]!.description,
  }));
  return { t, rows };
}

/**
 * The owner leagues table as a workbook (the creation date a date cell); `term` narrows it like the table.
 */
export async function exportLeagues(
  term: string,
  viewer: { userId?: string; locale: Locale },
  peers: Pick<Peers, 'people' | 'fantasy' | 'content'>,
): Promise<Buffer> {
  const { t, rows } = await exportRows(term, viewer, peers);
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
  for (const row of rows) sheet.addRow({ ...row, createdAt: excelDay(row.createdAt) });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same rows as the workbook as CSV: UTF-8 with a BOM, comma-separated, CRLF line ends, headers first. */
export async function exportLeaguesCsv(
  term: string,
  viewer: { userId?: string; locale: Locale },
  peers: Pick<Peers, 'people' | 'fantasy' | 'content'>,
): Promise<string> {
  const { t, rows } = await exportRows(term, viewer, peers);
  const lines = [COLUMNS.map((column) => t(column)), ...rows.map((row) => COLUMNS.map((column) => row[column]))];
  return toCsv(lines);
}
