import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The token-signing secret: JWT_SECRET when set (required when several instances run), otherwise
 * one generated on first start and kept in DATA_DIR so sessions survive a restart.
 */
export const resolveTokenSecret = async (configured: string | undefined, dataDir: string): Promise<string> => {
  if (configured) return configured;
  const file = path.join(dataDir, 'token-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
};
