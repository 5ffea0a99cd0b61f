import argon2 from 'argon2';

/** OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 lane. What every running server hashes with. */
export const OWASP_ARGON2ID = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Under the test runner (vitest sets VITEST in every test process) a password costs the least argon2id allows: the
 * suites register and sign in thousands of people, and at about 80 ms of CPU per hash and check that was minutes of
 * a CI run on two cores (decision 108). Same algorithm, same code path, same stored format; only the cost differs.
 */
const TEST_ARGON2ID = { ...OWASP_ARGON2ID, memoryCost: 256, timeCost: 1 } as const;

/** The argon2id parameters for this process: OWASP's, unless it is a test process. */
export function hashOptions(env: NodeJS.ProcessEnv = process.env): typeof OWASP_ARGON2ID | typeof TEST_ARGON2ID {
  return env.VITEST ? TEST_ARGON2ID : OWASP_ARGON2ID;
}

const OPTIONS = hashOptions();

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown e-mail cannot be told from a wrong password by timing. */
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that matches nobody');
  await verifyPassword(await decoyHash, password);
  return false;
}
