import { describeServiceContract } from '@hfl/kit/testing';
import { buildApp } from './app';
import { loadFantasyConfig } from './config';

describeServiceContract('fantasy', (env) => buildApp(loadFantasyConfig(env)));
