import type { User } from '@visadesk/contract';
import { MESSAGES, TWO_FACTOR_LABELS } from '@visadesk/contract/plain';
import toast from 'react-hot-toast';
import { useGetMeQuery } from '../../api/session';
import { AskFirstButton } from '../../components/ask-first-button';
import { answerOf, useResetTwoFactorMutation } from '../profile/two-factor-api';

const L = TWO_FACTOR_LABELS.reset;

/**
 * "Reset second factor" for a user who lost their phone: after a confirmation their code, recovery
 * codes and passkeys go, they are signed out everywhere and told by mail. Not on one's own page.
 */
export function ResetTwoFactor({ user }: { user: User }) {
  const { data: me } = useGetMeQuery();
  const [reset, { isLoading }] = useResetTwoFactorMutation();
  if (!me || me._id === user._id) return null;

  const confirm = async () => {
    const answer = answerOf(await reset(user._id));
    if (answer.ok) toast.success(answer.value.message);
    else toast.error(answer.message || MESSAGES.twoFactor.resetFailed);
  };

  return (
    <div className="mt-3 reset-two-factor">
      <AskFirstButton
        label={L.button}
        title={L.button}
        busyLabel={L.button}
        isBusy={isLoading}
        onConfirm={confirm}
      >
        {L.confirm(user.name)}
      </AskFirstButton>
    </div>
  );
}
