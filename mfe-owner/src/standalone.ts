import { mountStandalone } from '@hfl/shared-ui/standalone';
import registration from './register';

// Dev-only entry: runs mfe-owner on its own, inside the same frame the shell would give it.
mountStandalone(registration);
