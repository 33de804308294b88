import { LANGUAGES, messages } from '@matka/shared/messages';
import { chooseLanguage, useLanguage } from '@/lib/language';

/**
 * The language buttons of the landing and the side menu (docs/decisions/010): each labelled in its
 * own language, the one on screen pressed. A tap stores the choice and re-renders the app in it.
 */
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
