import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of ARCHITECTURE.md as eslint.config.mjs enforces them, shown on files that do not exist: each case lints
 * one line of code as if it sat at `filePath`. Rules that need type information are switched off, since they need the
 * file on disk and have nothing to say about imports.
 */
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const refusedBy = (ruleId: string, message: string) => [{ ruleId, message: expect.stringContaining(message) }];

describe('the layers', () => {
  it('refuse a domain that imports lib/api, by alias or relative path, and allow it the shared kernel and db', async () => {
    const domainFile = 'lib/payin/boundary-fixture.ts';
    const refusal = refusedBy('import/no-restricted-paths', 'A domain (lib/<domain>) never imports lib/api');
    expect(await problems(domainFile, 'export { notFound } from "@/lib/api/errors";')).toEqual(refusal);
    expect(await problems(domainFile, 'export { notFound } from "../api/errors";')).toEqual(refusal);
    expect(await problems(domainFile, 'export { formatBrl } from "@/lib/money";')).toEqual([]);
    expect(await problems(domainFile, 'export type { Db } from "@/db/client";')).toEqual([]);
    expect(await problems(domainFile, 'export { PAYOUT_STATUS } from "@/lib/payout/rules";')).toEqual([]);
  });

  it('refuse Next and next-auth in a domain', async () => {
    expect(await problems('lib/payin/boundary-fixture.ts', 'export { NextResponse } from "next/server";')).toEqual(
      refusedBy('no-restricted-imports', 'does not depend on Next or next-auth'),
    );
  });

  it('keep db below the domains, the shared kernel below db, and components below app/', async () => {
    const domainImport = 'export { PAYIN_STATUS } from "@/lib/payin/rules";';
    expect(await problems('lib/boundary-fixture.ts', domainImport)).toEqual(
      refusedBy('import/no-restricted-paths', 'The shared kernel'),
    );
    expect(await problems('lib/boundary-fixture.ts', 'export type { Db } from "@/db/client";')).toEqual(
      refusedBy('import/no-restricted-paths', 'db/ sits above it'),
    );
    expect(await problems('db/boundary-fixture.ts', domainImport)).toEqual(
      refusedBy('import/no-restricted-paths', 'db/ imports only itself and the shared kernel'),
    );
    expect(await problems('db/boundary-fixture.ts', 'export { database } from "@/lib/config";')).toEqual([]);
    expect(
      await problems(
        'components/boundary-fixture.ts',
        'export { useDeliveries } from "@/app/(dashboard)/webhooks/delivery-table";',
      ),
    ).toEqual(refusedBy('import/no-restricted-paths', 'Components are below app/'));
  });

  it("refuse server modules in a 'use client' file, and allow it a domain's schemas", async () => {
    const clientFile = 'components/boundary-fixture.tsx';
    expect(await problems(clientFile, '"use client";\nexport { getDb } from "@/db/client";')).toEqual(
      refusedBy('payrail/no-server-imports-in-client', "a 'use client' file must not import it"),
    );
    expect(
      await problems(clientFile, '"use client";\nexport { listPayinsQuerySchema } from "@/lib/payin/schemas";'),
    ).toEqual([]);
  });
});
