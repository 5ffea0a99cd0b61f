import { useMutation } from '@tanstack/react-query';
import { errorMessage, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { refreshSession } from '../auth/session';

/** "Resend the verification link" (POST /api/auth/verify-email/resend), with its answer as a toast. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => trpcClient.verification.resend.mutate(),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void refreshSession();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Could not send the link. Please try again.')),
  });
}
