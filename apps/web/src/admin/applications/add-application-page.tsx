import '../../styles/applications.css';
import { ApplicationForm } from './application-form';

/** /addUserApplication (every staff role): the Visa Application Form. */
export function AddApplicationPage() {
  return <ApplicationForm mode="add" />;
}
