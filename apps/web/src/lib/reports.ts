import type { Schemas } from '@devlearn/api-client';
import { $api } from './apiClient';
import { MESSAGES } from './messages';
import { notifySuccess } from './notifications';

/**
 * POST /reports (D50): a comment, a reply or a blog, with an optional reason. Spec section 6's toast follows once
 * the report is stored; a second report of the same thing by the same person answers the same.
 */
export function useSendReport() {
  const report = $api.useMutation('post', '/reports');
  return async (targetType: Schemas['ReportBody']['targetType'], targetId: string, reason?: string) => {
    await report.mutateAsync({ body: { targetType, targetId, ...(reason ? { reason } : {}) } });
    notifySuccess(MESSAGES.reportSent);
  };
}
