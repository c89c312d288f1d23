export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** Prefix of the seed process's machine-readable account lines, which the launcher prints in its banner. */
export const DEMO_ACCOUNT_MARKER = 'demo-account ';
