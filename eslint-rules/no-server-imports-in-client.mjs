import { existsSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';

/**
 * A client component (a file whose first statement is `'use client'`) is bundled for the browser, so it must not import
 * a server module: it would either break the build or ship server code and configuration to the browser. ESLint has
 * no option that selects files by directive, hence this rule. ARCHITECTURE.md ("Lint and layers") explains the layers.
 *
 * A module is a server module when it is a Node built-in, one of `packages` (or a subpath of one), a file of the
 * repository matching one of `server` but none of `clientSafe`, or a file that imports `server-only`. Type-only
 * imports are allowed: they are erased before bundling. Only direct imports are checked, not what they import in turn.
 */

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
const SERVER_ONLY_MARKER = /^import\s+['"]server-only['"]/m;

/** A glob (`**`, `*` and `{a,b}`) as a regular expression over a repository path with forward slashes. */
function globToRegExp(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (glob.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '{') source += '(?:';
    else if (char === '}') source += ')';
    else if (char === ',') source += '|';
    else source += char.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The file an import of the repository points at (with its extension when it exists), or null for a package. */
function resolveRepoFile(specifier, filename, root) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(filename), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function isClientComponent(program) {
  const first = program.body[0];
  return first?.type === 'ExpressionStatement' && first.directive === 'use client';
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid server modules in files marked 'use client'" },
    schema: [
      {
        type: 'object',
        properties: {
          packages: { type: 'array', items: { type: 'string' } },
          server: { type: 'array', items: { type: 'string' } },
          clientSafe: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      serverImport:
        "'{{specifier}}' is a server module ({{why}}); a 'use client' file must not import it. Pass the data in as props, or fetch it through the API.",
    },
  },
  create(context) {
    if (!isClientComponent(context.sourceCode.ast)) return {};
    const { packages = [], server = [], clientSafe = [] } = context.options[0] ?? {};
    const serverPatterns = server.map(globToRegExp);
    const clientSafePatterns = clientSafe.map(globToRegExp);
    const root = context.cwd;

    /** Why `specifier` is a server module, or null when a client component may import it. */
    function serverReason(specifier) {
      const file = resolveRepoFile(specifier, context.filename, root);
      if (file === null) {
        if (isBuiltin(specifier)) return 'a Node built-in';
        return packages.includes(packageName(specifier)) || packages.includes(specifier) ? 'a server package' : null;
      }
      const repoPath = path.relative(root, file).split(path.sep).join('/');
      if (serverPatterns.some((p) => p.test(repoPath)) && !clientSafePatterns.some((p) => p.test(repoPath))) {
        return `${repoPath} is server code`;
      }
      if (existsSync(file) && SERVER_ONLY_MARKER.test(readFileSync(file, 'utf8'))) {
        return `${repoPath} imports server-only`;
      }
      return null;
    }

    function check(source, typeOnly) {
      if (typeOnly || source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = serverReason(source.value);
      if (why) context.report({ node: source, messageId: 'serverImport', data: { specifier: source.value, why } });
    }

    return {
      ImportDeclaration: (node) =>
        check(
          node.source,
          node.importKind === 'type' ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')),
        ),
      ExportNamedDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source, false),
    };
  },
};

export default rule;
