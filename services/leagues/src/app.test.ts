import { describeServiceContract } from '@hfl/kit/testing';
import { buildApp } from './app';
import { loadLeaguesConfig } from './config';

describeServiceContract('leagues', (env) => buildApp(loadLeaguesConfig(env)));
