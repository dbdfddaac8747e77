import { LockOutlined } from '@ant-design/icons';
import { REPORTS_LOCKED_HINT } from '@platform/shared';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * What a subsidised user sees instead of a report (document 2, section 6): the page is there, the
 * data locked, with the spec's hint and the way to the offer.
 */
export const ReportsLock = () => (
  <Result
    icon={<LockOutlined />}
    title={REPORTS_LOCKED_HINT}
    subTitle="Raporty i analizy rynku budowlanego są częścią abonamentu platformy."
    extra={
      <Link to={paths.info.offer.to()}>
        <Button type="primary">Zobacz ofertę</Button>
      </Link>
    }
  />
);
