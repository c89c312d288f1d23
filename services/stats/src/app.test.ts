import { describeServiceContract } from '@hfl/kit/testing';
import { buildApp } from './app';
import { loadStatsConfig } from './config';

describeServiceContract('stats', (env) => buildApp(loadStatsConfig(env)));
