import { LABELS } from '@visadesk/contract/plain';
import { useGetSettingsVersionsQuery } from '../../api/settings';
import type { ChangeWords } from '../components/change-words';
import { RecordChangesCard } from '../components/record-changes';

const L = LABELS.settings;

/** The settings' fields as the form names them (the API's names: the database's columns'). */
const SETTINGS_WORDS: ChangeWords = {
  labels: {
    ...L.fields,
    statusMailsEnabled: L.mail.statusMailsEnabled,
    documentCodeRequired: L.mail.documentCodeRequired,
    mailSenderName: L.mail.senderName,
    statusMailSubject: `${L.mail.section}: ${L.mail.statusSubject}`,
    statusMailBody: `${L.mail.section}: ${L.mail.statusBody}`,
    reminderMailsEnabled: L.mail.reminderMailsEnabled,
    reminderDays: `${L.mail.reminderSection}: ${L.mail.reminderDays}`,
    reminderMailSubject: L.mail.reminderSubject,
    reminderMailBody: L.mail.reminderBody,
  },
};

/** Under the settings: every saved change, who made it, and what it changed. */
export function SettingsChanges() {
  const query = useGetSettingsVersionsQuery(undefined, { refetchOnMountOrArgChange: true });
  return <RecordChangesCard titleId="settings-changes-title" query={query} words={SETTINGS_WORDS} />;
}
