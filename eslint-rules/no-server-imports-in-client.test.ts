import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './no-server-imports-in-client.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const options = [
  {
    packages: ['postgres', 'drizzle-orm'],
    server: ['db/**', 'lib/*/**', 'lib/config.ts'],
    clientSafe: ['lib/*/schemas.ts', 'lib/auth/callback-url.ts'],
  },
];
// Paths inside the repository, which the rule resolves `@/` and relative imports against. The cases quote module names
// with double quotes so that vitest.config.ts, which looks for database imports written with single ones, keeps this
// file in the unit project.
const CLIENT_FILE = 'components/fixture.tsx';
const client = (code: string) => ({ code: `'use client';\n${code}`, filename: CLIENT_FILE, options });
const refused = (code: string, why: string) => ({
  ...client(code),
  errors: [{ messageId: 'serverImport', data: { specifier: /"([^"]+)"/.exec(code)?.[1], why } }],
});

tester.run('no-server-imports-in-client', rule, {
  valid: [
    // Not a client component: a server component may import anything.
    { code: 'import { getDb } from "@/db/client";', filename: CLIENT_FILE, options },
    // The directive counts only as the file's first statement.
    { code: 'import { getDb } from "@/db/client";\n"use client";', filename: CLIENT_FILE, options },
    client('import { useState } from "react";'),
    client('import { apiFetch } from "@/lib/api-client";'),
    client('import { createPayinSchema } from "@/lib/payin/schemas";'),
    client('import { safeCallbackPath } from "@/lib/auth/callback-url";'),
    // Types are erased before bundling.
    client('import type { Db } from "@/db/client";'),
    client('import { type Db } from "@/db/client";'),
    client('export type { Db } from "@/db/client";'),
  ],
  invalid: [
    refused('import { getDb } from "@/db/client";', 'db/client.ts is server code'),
    refused('import { getDb } from "../db/client";', 'db/client.ts is server code'),
    refused('import { createCharge } from "@/lib/payin/service";', 'lib/payin/service.ts is server code'),
    refused('import { config } from "@/lib/config";', 'lib/config.ts is server code'),
    refused('import { createHash } from "node:crypto";', 'a Node built-in'),
    refused('import { createHash } from "crypto";', 'a Node built-in'),
    refused('import postgres from "postgres";', 'a server package'),
    refused('import { pgTable } from "drizzle-orm/pg-core";', 'a server package'),
    refused(
      'import { markedServerOnly } from "@/eslint-rules/fixtures/server-only-module";',
      'eslint-rules/fixtures/server-only-module.ts imports server-only',
    ),
    refused('export { getDb } from "@/db/client";', 'db/client.ts is server code'),
    refused('const load = () => import("@/lib/config");', 'lib/config.ts is server code'),
  ],
});
