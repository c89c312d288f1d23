import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_CHECK } from '@hfl/contracts';

/**
 * The most common breached passwords: zxcvbn-ts's list (about 49,000, most common first, all lower-case), kept on the
 * server only. Compared lower-cased, so "Password1" counts as "password1".
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** The yup context under which the contract's new-password rule refuses common passwords (see contracts' account.ts). */
export const commonPasswordContext = () => ({ [COMMON_PASSWORD_CHECK]: isCommonPassword });
