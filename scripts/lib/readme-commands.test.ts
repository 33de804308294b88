import { describe, expect, it } from 'vitest';
import { readmeCommands, scriptOf, uncoveredCommands } from './readme-commands';

const README = `# App

| Phone | Password |
| ----- | -------- |
| \`9876543210\` | \`demo1234\` |

## Commands

| Command                                  | What it does |
| ---------------------------------------- | ------------ |
| \`npm start\`                              | both servers |
| \`npm run seed -- <scenario> [--db FILE]\` | rebuild a database |
| \`npm run lint\` / \`npm run format\`        | ESLint, Prettier |

Some text.

| Command | Meaning |
| :------ | ------- |
| \`npm run brand-new\` | added later |
`;

describe('README command tables', () => {
  it('reads every backticked command of the first column of each "Command" table only', () => {
    expect(readmeCommands(README)).toEqual([
      'npm start',
      'npm run seed -- <scenario> [--db FILE]',
      'npm run lint',
      'npm run format',
      'npm run brand-new',
    ]);
  });

  it('names each command by the npm script it runs', () => {
    expect(scriptOf('npm start')).toBe('start');
    expect(scriptOf('npm test')).toBe('test');
    expect(scriptOf('npm run seed -- <scenario> [--db FILE]')).toBe('seed');
    expect(scriptOf('curl http://127.0.0.1:8787')).toBe('curl http://127.0.0.1:8787');
  });

  it('reports a README row without a check', () => {
    const checked = new Set(['start', 'seed', 'lint', 'format']);
    expect(uncoveredCommands(readmeCommands(README), checked)).toEqual(['npm run brand-new']);
    expect(uncoveredCommands(readmeCommands(README), new Set([...checked, 'brand-new']))).toEqual(
      [],
    );
  });
});
