import { DEBOUNCE } from '@platform/shared';
import { useState } from 'react';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useAdminEmails } from '../api/get-admin-emails';
import { useResendEmail } from '../api/resend-email';
import { EmailFilters } from '../components/admin-emails/email-filters';
import { type AdminEmailFilters, compactFilters } from '../components/admin-emails/email-filters-model';
import { EmailPreview } from '../components/admin-emails/email-preview';
import { EmailsTable } from '../components/admin-emails/emails-table';
import { StatusCounts } from '../components/admin-emails/status-counts';
import '../components/admin-emails/admin-emails.css';

/**
 * /emaile (spec 2.1, admin only): the e-mail outbox with counts per status, filters, search,
 * 20 per page, a preview and "Wyślij ponownie" for a failed e-mail.
 */
export const AdminEmailsPage = () => {
  const [typed, setTyped] = useState<AdminEmailFilters>({});
  const [page, setPage] = useState(0);
  const [previewId, setPreviewId] = useState<number | null>(null);
  // the two typed filters wait for the pause in typing; the others apply at once
  const search = useDebouncedValue(typed.search?.trim(), DEBOUNCE.search);
  const recipient = useDebouncedValue(typed.recipient?.trim(), DEBOUNCE.search);
  const filters = compactFilters({ ...typed, search, recipient });
  const list = useAdminEmails(filters, page);
  const resend = useResendEmail();
  const change = (patch: AdminEmailFilters) => {
    setTyped((current) => ({ ...current, ...patch }));
    setPage(0);
  };
  return (
    <PageContainer title={paths.emails.title}>
      <StatusCounts counts={list.data?.counts} selected={typed.status} onSelect={(status) => change({ status })} />
      <EmailFilters
        value={typed}
        onChange={change}
        onClear={() => {
          setTyped({});
          setPage(0);
        }}
      />
      <EmailsTable
        rows={list.data?.content ?? []}
        total={list.data?.totalElements ?? 0}
        page={page}
        loading={list.isFetching}
        onPage={setPage}
        onPreview={setPreviewId}
        onResend={(id) => resend.mutate(id)}
        resendingId={resend.isPending ? (resend.variables ?? null) : null}
      />
      <EmailPreview
        id={previewId}
        onClose={() => setPreviewId(null)}
        onResend={(id) => resend.mutate(id)}
        resending={resend.isPending}
      />
    </PageContainer>
  );
};
