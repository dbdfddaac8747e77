import { EDITORIAL_LIMITS, EDITORIAL_MESSAGES } from '@platform/shared';
import { Empty, Pagination, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useWebinars, type WebinarWhen } from '@/lib/editorial/use-webinars';
import { WebinarItem } from '../components/webinar-item';

const WebinarSection = ({ when, title, empty }: { when: WebinarWhen; title: string; empty: string }) => {
  const [page, setPage] = useState(0);
  const query = useWebinars(when, page, EDITORIAL_LIMITS.pageSize);
  const data = query.data;
  return (
    <section style={{ marginBottom: 32 }} aria-labelledby={`webinars-${when}`}>
      <Typography.Title level={2} id={`webinars-${when}`} style={{ fontSize: 22 }}>
        {title}
      </Typography.Title>
      {query.isError ? (
        <Empty description="Nie udało się pobrać webinariów." />
      ) : !data ? (
        <Skeleton active />
      ) : data.content.length === 0 ? (
        <Empty description={empty} />
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          {data.content.map((w) => (
            <WebinarItem key={w.webinarId} webinar={w} past={when === 'past'} />
          ))}
          {data.totalPages > 1 && (
            <Pagination
              current={page + 1}
              pageSize={data.size}
              total={data.totalElements}
              showSizeChanger={false}
              onChange={(p) => setPage(p - 1)}
            />
          )}
        </div>
      )}
    </section>
  );
};

/** /strona/webinaria (spec 2.6): upcoming webinars with registration, past ones with recordings. */
export const WebinarsPage = () => (
  <PageContainer title={paths.events.webinars.title}>
    <WebinarSection when="upcoming" title="Nadchodzące webinaria" empty={EDITORIAL_MESSAGES.noUpcomingWebinars} />
    <WebinarSection when="past" title="Minione webinaria" empty={EDITORIAL_MESSAGES.noPastWebinars} />
  </PageContainer>
);
