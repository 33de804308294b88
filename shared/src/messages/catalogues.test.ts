/**
 * Every language's catalogue fills in the English one (docs/decisions/010): each key present, no
 * text empty, each template taking the same arguments and showing every one of them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  englishMessages,
  LANGUAGES,
  languageOf,
  messages,
  switchCatalogue,
  type Messages,
} from './index';
import { englishPageTexts, type PageTexts } from './pages';

type Template = (...args: unknown[]) => string;

/** Distinct sample arguments, numbers so that count- and amount-taking templates read them too. */
const sampleArguments = (count: number) => Array.from({ length: count }, (_, i) => 7301 + i);

async function catalogueOf(code: string): Promise<Messages> {
  if (code === 'en') return englishMessages;
  // Each further language is catalogues/<code>.ts (the client's loaders, lib/language.ts, are
  // typed to have one per language).
  const module = (await import(`./catalogues/${code}.ts`)) as Record<string, Messages>;
  const [catalogue] = Object.values(module);
  if (!catalogue) throw new Error(`catalogues/${code}.ts exports no catalogue`);
  return catalogue;
}

afterEach(() => switchCatalogue(englishMessages));

describe('the message catalogues', () => {
  it('offer English first, each language labelled in itself', () => {
    expect(LANGUAGES[0].code).toBe('en');
    expect(LANGUAGES.map((language) => language.label)).toEqual(['English', 'हिन्दी']);
    expect(languageOf('hi-IN')?.code).toBe('hi');
    expect(languageOf('fr')).toBeUndefined();
  });

  for (const language of LANGUAGES) {
    describe(language.code, () => {
      it('has every English key, of the same kind, and no other', async () => {
        const catalogue = await catalogueOf(language.code);
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(englishMessages).sort());
        for (const [key, english] of Object.entries(englishMessages)) {
          expect(typeof catalogue[key as keyof Messages], key).toBe(typeof english);
        }
      });

      it('has no empty text', async () => {
        const catalogue = await catalogueOf(language.code);
        for (const [key, value] of Object.entries(catalogue)) {
          const text =
            typeof value === 'function'
              ? (value as Template)(...sampleArguments(value.length))
              : value;
          expect(text.trim(), key).not.toBe('');
        }
      });

      it('takes the same arguments in each template and shows every one', async () => {
        const catalogue = await catalogueOf(language.code);
        for (const [key, english] of Object.entries(englishMessages)) {
          if (typeof english !== 'function') continue;
          const template = catalogue[key as keyof Messages] as Template;
          expect(template.length, key).toBe(english.length);
          const args = sampleArguments(english.length);
          const text = template(...args);
          for (const arg of args) expect(text, key).toContain(String(arg));
        }
      });
    });
  }

  it('switches the live catalogue every reader sees, and back', async () => {
    const hindi = await catalogueOf('hi');
    switchCatalogue(hindi);
    expect(messages.signIn).toBe(hindi.signIn);
    expect(messages.numberNotValid('12')).toBe(hindi.numberNotValid('12'));
    switchCatalogue(englishMessages);
    expect(messages.signIn).toBe('Sign In');
    expect(messages.numberNotValid('12')).toBe('Number 12 is not valid');
  });
});

describe('the content pages in every language', () => {
  it('have every section and paragraph of the English, none empty', async () => {
    const shape = (texts: PageTexts) => [
      ...(['about', 'privacy', 'dataDeletion'] as const).map((page) =>
        texts[page].map((section) => section.paragraphs.length),
      ),
      texts.howToPlay.length,
    ];
    for (const { code } of LANGUAGES) {
      const texts =
        code === 'en'
          ? englishPageTexts
          : (Object.values(await import(`./catalogues/${code}-pages.ts`))[0] as PageTexts);
      expect(shape(texts), code).toEqual(shape(englishPageTexts));
      const all = [
        ...[texts.about, texts.privacy, texts.dataDeletion].flatMap((sections) =>
          sections.flatMap((section) => [section.heading, ...section.paragraphs]),
        ),
        ...texts.howToPlay,
        texts.winClaim,
        texts.privacyPolicyDate,
      ];
      expect(
        all.filter((text) => text.trim() === ''),
        code,
      ).toEqual([]);
    }
  });
});
