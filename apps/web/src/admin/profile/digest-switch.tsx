import { LABELS } from '@visadesk/contract/plain';
import { Form } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { TitledCard } from '../components/titled-card';
import { useGetDigestQuery, useSetDigestMutation } from './digest-api';

const L = LABELS.profile;

/** The daily digest of what falls due: one switch, saved as it is flipped. */
export function DigestSwitch() {
  const { data } = useGetDigestQuery();
  const [setDigest, { isLoading }] = useSetDigestMutation();
  const flip = async (enabled: boolean) => {
    const result = await setDigest({ enabled });
    if (result.error) toast.error(L.digestSaveError);
  };
  return (
    <TitledCard id="digest-title" title={L.digest} className="mt-4" headingClassName="h5">
      <Form.Check
        type="switch"
        id="profile-digest"
        label={L.digestSwitch}
        checked={data?.enabled ?? false}
        disabled={!data || isLoading}
        aria-describedby="profile-digest-hint"
        onChange={(event) => void flip(event.currentTarget.checked)}
      />
      <p id="profile-digest-hint" className="field-hint mb-0 mt-2">
        {L.digestHint}
      </p>
    </TitledCard>
  );
}
