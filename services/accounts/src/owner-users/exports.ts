import ExcelJS from 'exceljs';
import enOwner from '@hfl/contracts/locales/en/owner.json' with { type: 'json' };
import huOwner from '@hfl/contracts/locales/hu/owner.json' with { type: 'json' };
import { toLocale, type Locale, type OwnerUsersExportQuery } from '@hfl/contracts';
import { addResources, toCsv, translate } from '@hfl/kit';
import type { DirectoryEntry, UserDirectory } from './directory';
import { memberTypesOf } from './user-filter';

addResources('en', 'owner', enOwner);
addResources('hu', 'owner', huOwner);

function columns(locale: Locale) {
  const t = (key: string) => translate(`owner:users.export.${key}`, locale);
  const yesNo = (value: boolean) => translate(value ? 'owner:users.yes' : 'owner:users.no', locale);
  const memberType = (entry: DirectoryEntry) =>
    memberTypesOf(entry.leagues)
      .map((type) => translate(`owner:users.memberTypes.${type}`, locale))
      .join(', ');
  return {
    headers: [t('name'), t('email'), t('memberType'), t('nbLeagues'), t('newsletter'), t('status'), t('createdAt')],
    values: (entry: DirectoryEntry) => ({
      name: entry.names[locale],
      email: entry.email,
      memberType: memberType(entry),
      nbLeagues: entry.leagues.length,
      newsletter: yesNo(entry.newsletter),
      status: translate(`owner:users.statuses.${entry.status}`, locale),
      createdAt: entry.createdAt,
    }),
  };
}

/**
 * `GET users.csv`: with `?newsletter=1` the newsletter export: the users who still take the newsletter (unsubscribing,
 * from the link or the e-mail alert settings, turns `newsletter` off) and can be written to (a confirmed address, an
 * account neither suspended nor disabled), with the e-mail, the name and the language to write to them in, under
 * `email,name,language` for a mailing tool; otherwise the filtered users' rows.
 */
export async function usersCsv(
  directory: UserDirectory,
  query: OwnerUsersExportQuery,
  locale: Locale,
): Promise<string> {
  const entries = await directory.sorted(query, query.sort, query.direction);
  if (query.newsletter === '1') {
    const reachable = entries.filter((entry) => entry.confirmed && entry.status === 'active');
    return toCsv([
      ['email', 'name', 'language'],
      ...reachable.map((entry) => [entry.email, entry.names[toLocale(entry.locale)], entry.locale]),
    ]);
  }
  const { headers, values } = columns(locale);
  return toCsv([
    headers,
    ...entries.map((entry) => {
      const row = values(entry);
      return [
        row.name,
        row.email,
        row.memberType,
        row.nbLeagues,
        row.newsletter,
        row.status,
        row.createdAt.toISOString().slice(0, 10),
      ];
    }),
  ]);
}

/** `GET users.xlsx`: the filtered users as a workbook in the table's order, in the caller's language. */
export async function usersWorkbook(
  directory: UserDirectory,
  query: OwnerUsersExportQuery,
  locale: Locale,
): Promise<Buffer> {
  const entries = await directory.sorted(query, query.sort, query.direction);
  const { headers, values } = columns(locale);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate('owner:users.export.sheet', locale), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const keys = ['name', 'email', 'memberType', 'nbLeagues', 'newsletter', 'status', 'createdAt'] as const;
  const widths = [28, 34, 18, 10, 12, 14, 14];
  sheet.columns = keys.map((key, i) => ({
    header: headers[i],
    key,
    width: widths[i],
    ...(key === 'createdAt' ? { style: { numFmt: 'dd/mm/yyyy' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const entry of entries) sheet.addRow(values(entry));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
