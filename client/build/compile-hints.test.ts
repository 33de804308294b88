import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, runsOnLoad, type HintedOutput } from './compile-hints.ts';

function chunk(fileName: string, code: string, extra: Partial<HintedOutput> = {}): HintedOutput {
  return { type: 'chunk', fileName, code, moduleIds: [], ...extra };
}

function sourceMap(mappings: string): HintedOutput {
  return { type: 'asset', fileName: '', source: JSON.stringify({ version: 3, mappings }) };
}

describe('compile hints', () => {
  it('puts the hint on the first line of the entry and of the chunks holding React DOM, and no other', () => {
    const bundle: Record<string, HintedOutput> = {
      'index.js': chunk('index.js', 'const a=1;', { isEntry: true }),
      'react-dom.js': chunk('react-dom.js', 'var p;', {
        moduleIds: ['/app/node_modules/react-dom/cjs/react-dom-client.production.js'],
      }),
      'screen.js': chunk('screen.js', 'export{}', { moduleIds: ['/app/src/screen.tsx'] }),
      'base.css': { type: 'asset', fileName: 'base.css', source: 'body{}' },
    };

    expect(addCompileHints(bundle).sort()).toEqual(['index.js', 'react-dom.js']);
    expect(bundle['index.js']?.code).toBe(`${COMPILE_HINT}\nconst a=1;`);
    expect(bundle['react-dom.js']?.code?.split('\n')[0]).toBe(COMPILE_HINT);
    expect(bundle['screen.js']?.code).toBe('export{}');
    expect(bundle['base.css']?.source).toBe('body{}');
  });

  it('moves a hinted chunk’s source map down one line, so it still points at the right code', () => {
    const bundle: Record<string, HintedOutput> = {
      'index.js': chunk('index.js', 'a()', { isEntry: true }),
      'index.js.map': sourceMap('AAAA,CAAC'),
      'screen.js': chunk('screen.js', 'b()'),
      'screen.js.map': sourceMap('AAAA'),
    };
    addCompileHints(bundle);
    const mappings = (file: string) =>
      (JSON.parse(String(bundle[file]?.source)) as { mappings: string }).mappings;
    expect(mappings('index.js.map')).toBe(';AAAA,CAAC');
    expect(mappings('screen.js.map')).toBe('AAAA');
  });

  it('chooses by what a chunk holds, not by its name', () => {
    expect(runsOnLoad(chunk('x.js', '', { isEntry: true }))).toBe(true);
    expect(
      runsOnLoad(chunk('x.js', '', { moduleIds: ['C:\\app\\node_modules\\scheduler\\index.js'] })),
    ).toBe(true);
    const holding = (id: string) => runsOnLoad(chunk('react-dom.js', '', { moduleIds: [id] }));
    expect(holding('/app/node_modules/@tanstack/query-core/build/modern/query.js')).toBe(true);
    expect(holding('/app/node_modules/zod/v4/mini/schemas.js')).toBe(false);
    expect(holding('/app/node_modules/react-toastify/dist/index.mjs')).toBe(false);
    expect(holding('/app/src/features/wallet/screens/withdraw-screen.tsx')).toBe(false);
  });
});
