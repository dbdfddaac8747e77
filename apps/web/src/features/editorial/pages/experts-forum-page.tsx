import { type AgendaItem, PARTNER_TIER_LABELS, PARTNER_TIERS } from '@platform/shared';
import { Avatar, Card, Empty, Skeleton, Timeline, Typography } from 'antd';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { formatAgendaDay } from '@/lib/editorial/format';
import { useConference } from '@/lib/editorial/use-conference';
import '../components/editorial-pages.css';

const byDay = (agenda: AgendaItem[]) => {
  const days = new Map<string, AgendaItem[]>();
  for (const item of agenda) days.set(item.day, [...(days.get(item.day) ?? []), item]);
  return [...days.entries()];
};

/** 'dr inż. Ewa Mazur' -> 'EM': titles in lower case are left out. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 2);

/** /strona/forum-ekspertow (spec 2.6): the conference's agenda by day, its speakers and partners by tier. */
export const ExpertsForumPage = () => {
  const query = useConference();
  const data = query.data;
  const title = paths.events.expertsForum.title;
  if (query.isError)
    return (
      <PageContainer title={title}>
        <Empty description="Nie udało się pobrać programu konferencji." />
      </PageContainer>
    );
  if (!data)
    return (
      <PageContainer title={title}>
        <Skeleton active />
      </PageContainer>
    );
  return (
    <PageContainer title={title}>
      <section aria-labelledby="forum-agenda" style={{ marginBottom: 32 }}>
        <Typography.Title level={2} id="forum-agenda" style={{ fontSize: 22 }}>
          Agenda
        </Typography.Title>
        {data.agenda.length === 0 && <Empty description="Agenda zostanie wkrótce opublikowana." />}
        {byDay(data.agenda).map(([day, items]) => (
          <div key={day} style={{ marginBottom: 16 }}>
            <Typography.Title level={3} style={{ fontSize: 18 }}>
              {formatAgendaDay(day)}
            </Typography.Title>
            <Timeline
              items={items.map((item) => ({
                key: item.id,
                content: (
                  <div>
                    <Typography.Text strong>{item.time}</Typography.Text> {item.title}
                    {item.speakers.length > 0 && (
                      <div>
                        <Typography.Text type="secondary">
                          {item.speakers.map((s) => s.name).join(', ')}
                        </Typography.Text>
                      </div>
                    )}
                    {item.description && <div>{item.description}</div>}
                  </div>
                ),
              }))}
            />
          </div>
        ))}
      </section>
      <section aria-labelledby="forum-speakers" style={{ marginBottom: 32 }}>
        <Typography.Title level={2} id="forum-speakers" style={{ fontSize: 22 }}>
          Prelegenci
        </Typography.Title>
        {data.speakers.length === 0 && <Empty description="Lista prelegentów zostanie wkrótce opublikowana." />}
        <div className="speaker-grid">
          {data.speakers.map((s) => (
            <Card key={s.id}>
              {s.imageUrl ? (
                <img className="speaker-photo" src={s.imageUrl} alt="" loading="lazy" />
              ) : (
                <Avatar size={88}>{initials(s.name)}</Avatar>
              )}
              <Typography.Title level={3} style={{ fontSize: 17, margin: '12px 0 4px' }}>
                {s.name}
              </Typography.Title>
              <Typography.Text type="secondary">{[s.position, s.company].filter(Boolean).join(', ')}</Typography.Text>
              {s.bio && <Typography.Paragraph style={{ marginTop: 8 }}>{s.bio}</Typography.Paragraph>}
            </Card>
          ))}
        </div>
      </section>
      <section aria-labelledby="forum-partners">
        <Typography.Title level={2} id="forum-partners" style={{ fontSize: 22 }}>
          Partnerzy
        </Typography.Title>
        {data.partners.length === 0 && <Empty description="Partnerów ogłosimy wkrótce." />}
        {PARTNER_TIERS.map((tier) => {
          const partners = data.partners.filter((p) => p.tier === tier);
          if (!partners.length) return null;
          return (
            <div key={tier} style={{ marginBottom: 16 }}>
              <Typography.Title level={3} style={{ fontSize: 17 }}>
                {PARTNER_TIER_LABELS[tier]}
              </Typography.Title>
              <div className="partner-grid">
                {partners.map((p) => {
                  const content = p.imageUrl ? (
                    <img className="partner-logo" src={p.imageUrl} alt={p.name} loading="lazy" />
                  ) : (
                    <Typography.Text strong>{p.name}</Typography.Text>
                  );
                  return (
                    <Card key={p.id} size="small">
                      {p.link ? (
                        <a href={p.link} target="_blank" rel="noopener noreferrer">
                          {content}
                        </a>
                      ) : (
                        content
                      )}
                    </Card>
                  );
                })}
              </div>
            </div>
          );
        })}
      </section>
    </PageContainer>
  );
};
