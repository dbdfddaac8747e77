import { Alert, Typography } from 'antd';
import { PageContainer } from '@/components/page-container';
import { editorsMenu } from '@/config/editors-paths';
import { paths } from '@/config/paths';
import { SectionLinks } from '../components/section-links';

/** /panel-redaktora: the editors panel's entry with its areas (document 2, 2.9). */
export const EditorsPanelPage = () => (
  <PageContainer title={paths.editors.root.title}>
    <Alert
      type="info"
      showIcon
      title="Ta część platformy jest w przygotowaniu."
      description="Edytory artykułów, webinariów i konferencji są budowane w kolejnych etapach."
      style={{ marginBottom: 24 }}
    />
    {editorsMenu.map((group) => (
      <section key={group.title} style={{ marginBottom: 24 }}>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {group.title}
        </Typography.Title>
        <SectionLinks
          links={group.items.map((key) => ({ key, title: paths.editors[key].title, to: paths.editors[key].to() }))}
        />
      </section>
    ))}
  </PageContainer>
);
