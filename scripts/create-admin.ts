import { parseArgs } from 'node:util';
import { closeDb, getDb, getDbBackend } from '@/db/client';
import { createFirstAdmin } from '@/lib/accounts/credentials';
import { createAdminSchema } from '@/lib/accounts/schemas';
import { DomainError } from '@/lib/errors';
import { exitOnBadConfig } from '@/lib/config';

/**
 * `npm run create-admin -- --email ops@example.com --organization "Example Ltda" [--name "Ops"] [--operator]`: the first
 * admin of a production install (nothing is seeded there), or with `--operator` a platform operator. The one-time password is printed here once; it works for 24 hours
 * and must be replaced at the first sign-in.
 */
function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(1);
}

exitOnBadConfig();
let args;
try {
  args = parseArgs({
    options: {
      email: { type: 'string' },
      organization: { type: 'string' },
      name: { type: 'string' },
      operator: { type: 'boolean' },
    },
    strict: true,
  }).values;
} catch (error) {
  fail((error as Error).message);
}
const parsed = createAdminSchema.safeParse(args);
if (!parsed.success) fail(parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'));

try {
  const { user, organization, organizationCreated, password } = await createFirstAdmin(
    await getDb(),
    parsed.data,
    new Date(),
  );
  console.log(
    `${user.role === 'operator' ? 'Operator' : 'Admin'} ${user.email} created in ${organizationCreated ? 'the new' : 'the existing'} organization "${organization.name}" (#${organization.id}) on ${await getDbBackend()}.`,
  );
  console.log(
    `One-time password, valid until ${user.oneTimePasswordExpiresAt!.toISOString()} and to be changed at the first sign-in:`,
  );
  console.log(password);
} catch (error) {
  if (error instanceof DomainError) fail(error.message);
  throw error;
} finally {
  await closeDb();
}
