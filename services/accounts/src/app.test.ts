import { describeServiceContract } from '@hfl/kit/testing';
import { buildApp } from './app';
import { loadAccountsConfig } from './config';

describeServiceContract('accounts', (env) => buildApp(loadAccountsConfig(env)));
