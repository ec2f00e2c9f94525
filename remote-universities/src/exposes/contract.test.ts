import path from 'node:path';
import { describeRemoteContract } from '@gradatlas/shared/federation-testing';
import pages from './pages';

// Fails when what this remote exposes stops matching shared/src/federation/index.ts,
// or when its package.json declares door ranges by hand (they follow from the build).
describeRemoteContract('universities', pages, path.join(__dirname, '..', '..'));
