import { Space, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { NotFoundScreen } from '@/components/not-found-screen';
import { paths } from '@/config/paths';
import { InfoPage, InfoSection } from '../components/info-page';
import { findUnavailablePage } from '../lib/unavailable-pages';

/**
 * A page of the previous platform that this installation does not have: says so plainly, what it was
 * for, and where to go instead, rather than leaving the user on a server error.
 */
export const UnavailablePage = () => {
  const { pageSlug } = useParams();
  const companyId = Number(useSearchParams()[0].get('firma'));
  const texts = findUnavailablePage(pageSlug);
  if (!texts) return <NotFoundScreen />;
  return (
    <InfoPage title={texts.title}>
      <InfoSection title="Ta strona nie jest dostępna w tej wersji platformy">
        <Typography.Paragraph data-testid="unavailable-about">
          „{texts.title}” to {texts.about}. Ta część działa w poprzedniej wersji platformy i nie została jeszcze
          przeniesiona do obecnej.
        </Typography.Paragraph>
        {Number.isInteger(companyId) && companyId > 0 && (
          <Typography.Paragraph>
            Liczbę i wartość inwestycji firmy w podziale na branże, lokalizacje i etapy pokazuje jej{' '}
            <Link to={paths.company.to(companyId)}>e-wizytówka, w części „Bilans inwestycji”</Link>.
          </Typography.Paragraph>
        )}
        <Typography.Paragraph>Zamiast tego możesz przejść do:</Typography.Paragraph>
        <Space wrap>
          {texts.instead.map((way, index) => (
            <LinkButton key={way.to} type={index === 0 ? 'primary' : 'default'} to={way.to}>
              {way.label}
            </LinkButton>
          ))}
        </Space>
      </InfoSection>
    </InfoPage>
  );
};
