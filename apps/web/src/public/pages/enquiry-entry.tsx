import { EnquiryPage } from '../enquiry/enquiry-page';
import { prefetchAfterLoad } from './prefetch-after-load';
import { startPage } from './start-page';

startPage(<EnquiryPage />, 'render');
prefetchAfterLoad();
