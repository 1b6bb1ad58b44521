import { RETENTION } from '@visadesk/contract/plain';
import { useGetSettingsQuery } from '../../api/settings';

/** How many days a deleted record waits in Recently deleted (the settings'; their default until read). */
export function useDeletedKeepDays(): number {
  const { data } = useGetSettingsQuery();
  return data?.retention?.deletedKeepDays ?? RETENTION.deletedKeepDays.default;
}
