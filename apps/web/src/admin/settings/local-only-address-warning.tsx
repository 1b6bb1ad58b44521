import { LABELS } from '@visadesk/contract/plain';
import { useGetPublicAddressQuery } from '../../api/settings';

/**
 * Warns while the server makes links with an address only its own machine opens: every mail's
 * link and every printout's verification stamp would lead applicants nowhere.
 */
export function LocalOnlyAddressWarning() {
  const { data } = useGetPublicAddressQuery();
  if (!data?.isLocalOnly) return null;
  return (
    <div className="alert alert-warning" role="alert">
      {LABELS.settings.localOnlyAddress(data.url)}
    </div>
  );
}
