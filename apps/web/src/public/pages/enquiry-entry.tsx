import { EnquiryPage } from '../enquiry/enquiry-page';
import { PageWordsProvider, readPageWords } from '../page-words';
import { prefetchAfterLoad } from './prefetch-after-load';
import { startPage } from './start-page';

startPage(
  <PageWordsProvider value={readPageWords()}>
    <EnquiryPage />
  </PageWordsProvider>,
  'render',
);
prefetchAfterLoad();
