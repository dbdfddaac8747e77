import { useParams } from 'react-router';
import { InPreparationNotice } from '@/components/in-preparation-notice';
import { InvalidParamScreen } from '@/components/invalid-param-screen';
import { NotFoundScreen } from '@/components/not-found-screen';

const INVESTMENT = /^-(\d+)$/;

/** /-{investmentId}: the public investment page; any other one-segment path is not found. */
export const InvestmentPage = () => {
  const { investmentSlug = '' } = useParams();
  if (!investmentSlug.startsWith('-')) return <NotFoundScreen />;
  const match = INVESTMENT.exec(investmentSlug);
  if (!match || Number(match[1]) < 1) return <InvalidParamScreen message="Nieprawidłowy ID inwestycji" />;
  return <InPreparationNotice title={`Inwestycja nr ${match[1]}`} />;
};
