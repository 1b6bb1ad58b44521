import { LandingPage } from '../landing/landing-page';
import { startPage } from './start-page';

startPage(<LandingPage />);
