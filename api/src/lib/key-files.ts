import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type SigningAlgorithm = 'EdDSA' | 'RS256';

/** The JWS algorithm a private key is used with; other key types are refused. */
export function algorithmOf(key: KeyObject): SigningAlgorithm {
  if (key.asymmetricKeyType === 'ed25519') return 'EdDSA';
  if (key.asymmetricKeyType === 'rsa') return 'RS256';
  throw new Error(`Unsupported signing key type ${key.asymmetricKeyType ?? 'unknown'}: use Ed25519 or RSA`);
}

/**
 * Returns the PKCS#8 PEM kept in `file`, generating it on first use. Keys are
 * generated per installation and never committed or hard-coded; the file is
 * readable by its owner only.
 */
export function loadOrCreatePrivateKeyPem(file: string, type: 'ed25519' | 'rsa'): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const { privateKey } =
    type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    // 'wx' fails if another process wrote the file meanwhile: then use theirs.
    fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    return pem;
  } catch {
    return fs.readFileSync(file, 'utf8');
  }
}

export function privateKeyFromPem(pem: string): KeyObject {
  return createPrivateKey(pem.includes('\\n') ? pem.replace(/\\n/g, '\n') : pem);
}
