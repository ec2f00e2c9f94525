import path from 'node:path';
import { describeRemoteContract } from '@gradatlas/shared/federation-testing';
import pages from './pages';

// Fails when what this remote exposes stops matching shared/src/federation/index.ts,
// or when it imports a shared door its package.json does not declare (issue 21).
describeRemoteContract('universities', pages, path.join(__dirname, '..', '..'));
