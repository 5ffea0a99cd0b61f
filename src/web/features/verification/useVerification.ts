import { useMutation } from '@tanstack/react-query';
import { errorMessage, trpcClient } from '../../app/trpc';
import { defineMessages } from 'react-intl';
import { t } from '../../app/intl';
import { toast } from '../../app/toast';

const m = defineMessages({
  error: { id: 'common.error', defaultMessage: 'Error' },
  failed: { id: 'verification.resendFailed', defaultMessage: 'Could not send the link. Please try again.' },
});
import { refreshSession } from '../auth/session';

/** "Resend the verification link" (POST /api/auth/verify-email/resend), with its answer as a toast. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => trpcClient.verification.resend.mutate(),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void refreshSession();
    },
    onError: (error) => toast.error(t(m.error), errorMessage(error, t(m.failed))),
  });
}
