import type { Application, UploadLink } from '@visadesk/contract';
import {
  DOCUMENT_SLOTS,
  type DocumentSlot,
  UPLOAD_LINK_LABELS,
  UPLOAD_LINK_MESSAGES,
  UPLOAD_LINK_STATE_LABELS,
} from '@visadesk/contract/plain';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import toast from 'react-hot-toast';
import {
  useCreateUploadLinkMutation,
  useGetUploadLinksQuery,
  useRevokeUploadLinkMutation,
} from '../../api/upload-links';
import { formatDateTime } from '../../lib/dates';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import { refusalOf } from '../components/run-action';
import { TitledCard } from '../components/titled-card';

const L = UPLOAD_LINK_LABELS.staff;
const LABEL_OF = new Map<string, string>(DOCUMENT_SLOTS.map(({ key, label }) => [key, label]));
const labels = (slots: string[]) => slots.map((slot) => LABEL_OF.get(slot) ?? slot).join(', ');

/**
 * "Request documents": the empty slots to tick, the link sent by mail and shown to copy into a
 * messaging app, and the application's links with what each asked for, what arrived and its state.
 */
export function UploadLinksCard({ application }: { application: Application }) {
  const missing = DOCUMENT_SLOTS.filter(({ key }) => !application[key]);
  const [chosen, setChosen] = useState<DocumentSlot[]>([]);
  const [made, setMade] = useState<{ url: string } | null>(null);
  const [create, creating] = useCreateUploadLinkMutation();
  const links = useGetUploadLinksQuery(application._id);

  async function send() {
    try {
      const link = await create({ id: application._id, slots: chosen }).unwrap();
      setMade(link);
      setChosen([]);
      toast.success(UPLOAD_LINK_MESSAGES.created(application.email));
    } catch (error) {
      toast.error(refusalOf(error, UPLOAD_LINK_MESSAGES.failed));
    }
  }

  const toggle = (key: DocumentSlot, isOn: boolean) =>
    setChosen((before) => (isOn ? [...before, key] : before.filter((slot) => slot !== key)));

  return (
    <TitledCard
      id="upload-links-title"
      title={L.title}
      className="upload-links-card d-print-none"
      headingClassName="card-section-title"
    >
      <p className="field-hint">{L.intro}</p>
      {missing.length === 0 ? (
        <p className="text-body-secondary">{L.noMissing}</p>
      ) : (
        <fieldset className="upload-link-slots">
          <legend className="visually-hidden">{L.button}</legend>
          {missing.map(({ key, label }) => (
            <Form.Check
              key={key}
              id={`ask-${key}`}
              label={label}
              checked={chosen.includes(key)}
              onChange={(event) => toggle(key, event.currentTarget.checked)}
            />
          ))}
          <Button className="mt-2" onClick={send} disabled={chosen.length === 0 || creating.isLoading}>
            {creating.isLoading ? L.sending : L.send}
          </Button>
        </fieldset>
      )}
      {made && <CopyableLink url={made.url} />}
      <UploadLinkTable applicationId={application._id} links={links.data?.links ?? []} />
    </TitledCard>
  );
}

/** The link just made, to copy into a messaging app: it is shown this once. */
function CopyableLink({ url }: { url: string }) {
  const [isCopied, setIsCopied] = useState(false);
  return (
    <div className="upload-link-made mt-3">
      <Form.Label htmlFor="upload-link-url">{L.linkLabel}</Form.Label>
      <div className="d-flex gap-2">
        <Form.Control
          id="upload-link-url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="outline-primary"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setIsCopied(true));
          }}
        >
          {isCopied ? L.copied : L.copy}
        </Button>
      </div>
    </div>
  );
}

/** Each link: asked for, received, its state and until when it works; Close link on an open one. */
function UploadLinkTable({ applicationId, links }: { applicationId: string; links: UploadLink[] }) {
  const zone = useOfficeTimeZone();
  const [revoke, revoking] = useRevokeUploadLinkMutation();
  if (links.length === 0) return null;
  return (
    <table className="table table-sm mt-3 mb-0 upload-links-table">
      <caption className="visually-hidden">{L.linksTitle}</caption>
      <thead>
        <tr>
          <th scope="col">{L.asked}</th>
          <th scope="col">{L.received}</th>
          <th scope="col">{L.state}</th>
          <th scope="col">{L.expires}</th>
          <th scope="col">
            <span className="visually-hidden">{L.revoke}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {links.map((link) => (
          <tr key={link._id}>
            <td>{labels(link.slots)}</td>
            <td>{labels(link.received)}</td>
            <td>{UPLOAD_LINK_STATE_LABELS[link.state]}</td>
            <td>{formatDateTime(link.expiresAt, zone)}</td>
            <td>
              {link.state === 'open' && (
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={revoking.isLoading}
                  onClick={() => {
                    void revoke({ id: applicationId, linkId: link._id })
                      .unwrap()
                      .then((answer) => toast.success(answer.message))
                      .catch((error: unknown) => toast.error(refusalOf(error, UPLOAD_LINK_MESSAGES.failed)));
                  }}
                >
                  {L.revoke}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
