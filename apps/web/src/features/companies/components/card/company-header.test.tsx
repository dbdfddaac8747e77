import { type CompanyBasics, companyDisplayName } from '@platform/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { CompanyHeader } from './company-header';

const basics = (overrides: Partial<CompanyBasics> = {}): CompanyBasics => {
  const b = {
    id: 42,
    name: '',
    nip: null,
    formerName: null,
    logo: null,
    inBankruptcy: false,
    headerMode: 'AUTHENTICATED' as const,
    canEdit: false,
    canEditBasics: false,
    isOwnCompany: false,
    ...overrides,
  };
  return { ...b, displayName: companyDisplayName(b) };
};

describe('company header', () => {
  it.each([
    [{ name: 'KRAMET', nip: '1234567890' }, 'KRAMET'],
    [{ nip: '1234567890', formerName: 'Stara' }, '1234567890'],
    [{ formerName: 'Stara Nazwa' }, 'Stara Nazwa'],
    [{}, '42'],
  ])('shows the display name falling back name → nip → formerName → id (%o)', (overrides, expected) => {
    renderAt(<CompanyHeader basics={basics(overrides)} showAssistant={false} actions={null} />);
    expect(screen.getByTestId('company-name').textContent).toContain(expected);
  });

  it('shows the bankruptcy badge, the former name and the assistant only when asked', () => {
    const b = basics({
      name: 'X',
      inBankruptcy: true,
      formerName: 'Y',
      assistant: { firstName: 'Ola', lastName: 'Nowak' },
    });
    const { unmount } = renderAt(<CompanyHeader basics={b} showAssistant actions={null} />);
    expect(screen.getByText('W UPADŁOŚCI')).toBeTruthy();
    expect(screen.getByText('(dawniej: Y)')).toBeTruthy();
    expect(screen.getByText('Opiekun firmy: Ola Nowak')).toBeTruthy();
    unmount();
    renderAt(<CompanyHeader basics={b} showAssistant={false} actions={null} />);
    expect(screen.queryByText(/Opiekun firmy/)).toBeNull();
  });

  it('falls back to "nieznany" when the company has no assistant', () => {
    renderAt(<CompanyHeader basics={basics({ name: 'X', assistant: null })} showAssistant actions={null} />);
    expect(screen.getByText('Opiekun firmy: nieznany')).toBeTruthy();
  });
});
