import { describeServiceContract } from '@hfl/kit/testing';
import { buildApp } from './app';
import { loadContentConfig } from './config';

describeServiceContract('content', (env) => buildApp(loadContentConfig(env)));
