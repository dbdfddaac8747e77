import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatAgendaDay, formatDayTime } from '@/lib/editorial/format';
import { useConference } from '@/lib/editorial/use-conference';
import { useWebinars } from '@/lib/editorial/use-webinars';
import './editorial.css';

const WebinarCard = () => {
  const next = useWebinars('upcoming', 0, 1, 'silent').data?.content[0];
  return (
    <Card className="event-card" title="Webinaria">
      {next ? (
        <>
          <Typography.Text type="secondary">Najbliższy webinar · {formatDayTime(next.startsAt)}</Typography.Text>
          <Typography.Paragraph strong style={{ marginTop: 4 }}>
            {next.title}
          </Typography.Paragraph>
        </>
      ) : (
        <Typography.Paragraph>Bezpłatne szkolenia online i nagrania minionych spotkań.</Typography.Paragraph>
      )}
      <Link to={paths.events.webinars.to()}>Zobacz webinaria</Link>
    </Card>
  );
};

const ForumCard = () => {
  const conference = useConference('silent').data;
  const firstDay = conference?.agenda[0]?.day;
  return (
    <Card className="event-card" title="Forum ekspertów">
      {firstDay ? <Typography.Text type="secondary">{formatAgendaDay(firstDay)}</Typography.Text> : null}
      <Typography.Paragraph style={{ marginTop: 4 }}>
        Konferencja branży budowlanej: agenda, prelegenci i partnerzy.
      </Typography.Paragraph>
      <Link to={paths.events.expertsForum.to()}>Przejdź do forum</Link>
    </Card>
  );
};

/**
 * The events cards of the dashboard's product-info and events band (spec 2.6): webinars and the
 * experts forum, each linking to its page (strona/webinaria, strona/forum-ekspertow). The links
 * work whatever the loads do; a failed load only leaves the card's detail out.
 */
export const EventsBand = () => (
  <div className="event-grid" data-testid="events-band">
    <WebinarCard />
    <ForumCard />
  </div>
);
