import { Alert, Skeleton, Space } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useEntry } from '../api/get-entry';
import { EntryForm } from '../components/panel/entry-form';
import { PanelLayout } from '../components/panel/panel-layout';
import { PANEL_RESOURCES } from '../lib/resources';

type EntryKey = 'articles' | 'webinars';
const PARAM: Record<EntryKey, string> = { articles: 'articleId', webinars: 'webinarId' };
const TITLE: Record<EntryKey, string> = {
  articles: paths.editors.article.title,
  webinars: paths.editors.webinar.title,
};

/** /panel-redaktora/puls-budownictwa/artykuly/:articleId and /webinaria/webinaria/:webinarId: one entry's form. */
const PanelEntryPage = ({ resourceKey }: { resourceKey: EntryKey }) => {
  const resource = PANEL_RESOURCES[resourceKey] as (typeof PANEL_RESOURCES)['articles'];
  const id = Number(useParams()[PARAM[resourceKey]]);
  const navigate = useNavigate();
  const entry = useEntry(resource.apiPath, resource.itemSchema, id);
  const back = paths.editors[resourceKey].to();
  return (
    <PanelLayout title={TITLE[resourceKey]}>
      <Space style={{ marginBottom: 16 }} wrap>
        <Link to={back}>← Wróć do listy</Link>
        {entry.data && resource.previewPath && (
          <Link to={resource.previewPath(entry.data)} target="_blank" rel="noopener">
            Podgląd
          </Link>
        )}
      </Space>
      {entry.isError ? (
        <Alert type="error" showIcon title="Nie znaleziono wpisu." />
      ) : !entry.data ? (
        <Skeleton active />
      ) : (
        <EntryForm key={id} resource={resource} item={entry.data} onSaved={() => navigate(back)} />
      )}
    </PanelLayout>
  );
};

export const ArticleEntryPage = () => <PanelEntryPage resourceKey="articles" />;
export const WebinarEntryPage = () => <PanelEntryPage resourceKey="webinars" />;
