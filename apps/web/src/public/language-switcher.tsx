import { LOCALES, localisedPath } from '@visadesk/contract/plain';
import { usePageWords } from './page-words';

/**
 * Links to the same page in every language, each named in its own language and script. Full page
 * loads: each language's page is built on its own.
 */
export function LanguageSwitcher({ path }: { path: string }) {
  const { locale, words } = usePageWords();
  return (
    <nav className="language-switcher" aria-label={words.switcher.label}>
      <ul>
        {LOCALES.map(({ code, name }) => (
          <li key={code}>
            <a
              href={localisedPath(code, path)}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? 'page' : undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
