import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { editorsMenu } from '@/config/editors-paths';
import { paths } from '@/config/paths';
import { PanelLayout } from '../components/panel/panel-layout';

const ABOUT: Record<string, string> = {
  'Puls budownictwa': 'Artykuły z branży: szkice, publikacja od razu lub o zaplanowanej godzinie.',
  Webinaria: 'Terminy webinariów, ich kategorie i partnerzy prowadzący, linki do rejestracji i nagrań.',
  Konferencja: 'Forum ekspertów: prelegenci, agenda kolejnych dni i partnerzy według poziomu.',
};

/** /panel-redaktora (superadmin, spec 2.9): the panel's areas. */
export const EditorsPanelPage = () => (
  <PanelLayout title={paths.editors.root.title}>
    <div className="panel-areas">
      {editorsMenu.map((group) => (
        <Card key={group.title} title={group.title}>
          <Typography.Paragraph type="secondary">{ABOUT[group.title]}</Typography.Paragraph>
          <ul style={{ paddingLeft: 18, margin: 0 }}>
            {group.items.map((key) => (
              <li key={key}>
                <Link to={paths.editors[key].to()}>{paths.editors[key].title}</Link>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  </PanelLayout>
);
