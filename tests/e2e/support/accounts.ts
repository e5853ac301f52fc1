import { randomBytes } from 'node:crypto';

/** A person who does not exist yet: unique per call, so every test has its own data. */
export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

export function newAccount(label: string): NewAccount {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const slug =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 12) || 'user';
  return {
    username: `${slug}_${suffix}`.slice(0, 30),
    email: `${slug}.${suffix}@example.com`,
    password: `Pass-${randomBytes(6).toString('hex')}`,
  };
}
