import '../../styles/content-page.css';
import { localisedPath, ROUTES, unlocalisedPath } from '@visadesk/contract/plain';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Icon } from '../../components/icons';
import { PageSpinner } from '../../components/page-spinner';
import { useDocumentTitle } from '../document-title';
import { usePageWords } from '../page-words';
import { type PageLookup, siteData } from '../site-data';
import { SiteFooter } from '../site-footer';
import { SiteNavbar } from '../site-navbar';
import { withoutRepeatedTitle } from './markdown';
import { MarkdownView } from './markdown-view';

/**
 * Every address no other route answers: a published content page if one has this link,
 * otherwise back to the home page (in the language of the address's prefix: the page's text is
 * the office's, its frame the language's). When the pages cannot be read at all, the visitor
 * may try again rather than being sent away.
 */
export function ContentPage() {
  const { locale, words } = usePageWords();
  const L = words.cmsPage;
  const pathname = unlocalisedPath(useLocation().pathname);
  const home = localisedPath(locale, ROUTES.home);
  const [attempt, setAttempt] = useState(0);
  const [lookup, setLookup] = useState<{ path: string; attempt: number; result: PageLookup } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void siteData.pageAt(pathname).then((result) => {
      if (isCurrent) setLookup({ path: pathname, attempt, result });
    });
    return () => {
      isCurrent = false;
    };
  }, [pathname, attempt]);

  const result = lookup?.path === pathname && lookup.attempt === attempt ? lookup.result : null;
  const page = result?.status === 'found' ? result.page : null;
  useDocumentTitle(page?.title ?? null);

  if (result?.status === 'missing') return <Navigate to={home} replace />;

  return (
    <div className="content-page">
      <SiteNavbar />
      <main id="main">
        <div className="content-masthead">
          <div className="container content-container">{page ? <h1>{page.title}</h1> : null}</div>
        </div>
        <div className="container content-container content-body">
          {!result && <PageSpinner />}
          {page && (
            <article className="content-article">
              <MarkdownView source={withoutRepeatedTitle(page.content, page.title)} />
            </article>
          )}
          {result?.status === 'failed' && (
            <div className="content-problem" role="alert">
              <p>{L.loadFailed}</p>
              <div className="d-flex flex-wrap gap-2">
                <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
                  {L.retry}
                </button>
                <Link to={home} className="btn btn-outline-primary">
                  <Icon name="arrowLeft" size={16} />
                  {L.backHome}
                </Link>
              </div>
            </div>
          )}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
