import { LANGUAGES, messages } from '@matka/shared/messages';
import { chooseLanguage, useLanguage } from '@/lib/language';

/** Each labelled in its own language (docs/decisions/010). */
export function LanguageChoice({ className = '' }: { readonly className?: string }) {
  const language = useLanguage();
  return (
    <div className={`language-choice ${className}`} role="group" aria-label={messages.language}>
      {LANGUAGES.map((choice) => (
        <button
          key={choice.code}
          type="button"
          lang={choice.code}
          className="language-choice__option"
          aria-pressed={choice.code === language}
          onClick={() => void chooseLanguage(choice.code)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
