import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { toBrowserUrl } from '@/config/paths';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; replace?: boolean };

/** A button that is a real link (middle-click, copy address) and navigates inside the app. */
export const LinkButton = ({ to, replace, ...props }: Props) => {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to, { replace });
  };
  return <Button {...props} href={toBrowserUrl(to)} onClick={onClick} />;
};
