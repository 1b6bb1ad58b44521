import { localisedPath, PUBLIC_LABELS, ROUTES } from '@visadesk/contract/plain';
import { Link } from 'react-router';
import { Icon } from '../../components/icons';
import { usePageWords } from '../page-words';
import { CHECK_STATUS } from './landing-content';

/** The check-status call to action: to /enquiry, as every check-status button. */
export function CheckStatusSection() {
  const { locale } = usePageWords();
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title" className="cta-title">
            {CHECK_STATUS.title}
          </h2>
          <p className="cta-text">{CHECK_STATUS.text}</p>
        </div>
        <Link to={localisedPath(locale, ROUTES.enquiry)} className="btn btn-accent btn-lg">
          {PUBLIC_LABELS.landing.checkStatusCta}
          <Icon name="arrowRight" size={18} />
        </Link>
      </div>
    </section>
  );
}
