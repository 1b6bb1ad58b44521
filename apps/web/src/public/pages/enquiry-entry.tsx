import { EnquiryPage } from '../enquiry/enquiry-page';
import { startPage } from './start-page';

startPage(<EnquiryPage />, 'render');
