import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Fails when the API tests' GraphQL typings (tests/helpers/graphql-env.d.ts) no longer match schema.graphql, or
 * when a test's document asks for a field, argument or type the schema does not have (`gql-tada check`: the type
 * checker alone types an unknown field as `unknown` instead of refusing it).
 */
const committed = 'tests/helpers/graphql-env.d.ts';
const workDir = mkdtempSync(join(tmpdir(), 'isoko-graphql-env-'));
const problems: string[] = [];
try {
  const regenerated = join(workDir, 'graphql-env.d.ts');
  execFileSync('npx', ['gql-tada', 'generate-output', '--output', regenerated], { stdio: 'pipe' });
  if (readFileSync(regenerated, 'utf8') !== readFileSync(committed, 'utf8')) {
    problems.push(`${committed} is stale: run \`npm run graphql:test-types\` (or \`npm run schema:print\`) and commit it.`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
try {
  execFileSync('npx', ['gql-tada', 'check', '--fail-on-warn'], { stdio: 'pipe' });
} catch (error) {
  const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
  problems.push(`API test documents do not match schema.graphql:\n${stdout.toString()}${stderr.toString()}`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${committed} is current and every API test document matches schema.graphql`);
