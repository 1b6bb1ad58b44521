import '../../styles/content-page.css';
import { PUBLIC_LABELS, ROUTES } from '@visadesk/contract/plain';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Icon } from '../../components/icons';
import { PageSpinner } from '../../components/page-spinner';
import { useDocumentTitle } from '../document-title';
import { type PageLookup, siteData } from '../site-data';
import { SiteFooter } from '../site-footer';
import { SiteNavbar } from '../site-navbar';
import { withoutRepeatedTitle } from './markdown';
import { MarkdownView } from './markdown-view';

const L = PUBLIC_LABELS.cmsPage;

/**
 * Every address no other route answers: a published content page if one has this link,
 * otherwise back to /. When the pages cannot be read at all, the visitor
 * may try again rather than being sent away.
 */
export function ContentPage() {
  const { pathname } = useLocation();
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

  if (result?.status === 'missing') return <Navigate to={ROUTES.home} replace />;

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
                <Link to={ROUTES.home} className="btn btn-outline-primary">
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
