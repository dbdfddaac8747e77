import { Button, Drawer } from 'antd';
import { type ComponentType, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { EntryForm } from '../components/panel/entry-form';
import { EntryList } from '../components/panel/entry-list';
import { PanelLayout } from '../components/panel/panel-layout';
import { PANEL_RESOURCES, type PanelKey } from '../lib/resources';

/**
 * A list page of the editors panel (spec 2.9): the kind's list with 'Dodaj' and editing in a side
 * panel; articles and webinars open their own page for editing (their address can be shared).
 */
const PanelResourcePage = ({ resourceKey }: { resourceKey: PanelKey }) => {
  const resource = PANEL_RESOURCES[resourceKey] as (typeof PANEL_RESOURCES)['tags'];
  const navigate = useNavigate();
  // undefined: closed; null: a new entry; an entry: editing it
  const [editing, setEditing] = useState<unknown | null | undefined>(undefined);
  const title = paths.editors[resourceKey].title;
  const close = () => setEditing(undefined);
  return (
    <PanelLayout
      title={title}
      extra={
        <Button type="primary" onClick={() => setEditing(null)}>
          {resource.addLabel}
        </Button>
      }
    >
      <EntryList
        resource={resource}
        onEdit={(item) => (resource.entryPath ? navigate(resource.entryPath(resource.idOf(item))) : setEditing(item))}
      />
      <Drawer
        open={editing !== undefined}
        onClose={close}
        title={editing === null ? resource.addLabel : `Edycja: ${editing ? resource.titleOf(editing as never) : ''}`}
        size="large"
        styles={{ wrapper: { maxWidth: '100vw' } }}
        destroyOnHidden
      >
        {editing !== undefined && (
          <EntryForm resource={resource} item={editing as never} onSaved={close} onCancel={close} />
        )}
      </Drawer>
    </PanelLayout>
  );
};

const pageOf = (resourceKey: PanelKey) => () => <PanelResourcePage resourceKey={resourceKey} />;

export const panelPages = Object.fromEntries(
  (Object.keys(PANEL_RESOURCES) as PanelKey[]).map((key) => [key, pageOf(key)]),
) as unknown as Record<PanelKey, ComponentType>;
